import Domain

extension MysteryWords {
  /// Il paese misterioso.
  public static let italian = MysteryWords(
    language: .italian,
    starts: [
      "paese misterioso", "il paese misterioso", "gioca al paese misterioso",
      "giochiamo al paese misterioso", "giocare al paese misterioso", "indovina il paese",
    ],
    dailyStarts: [
      "paese misterioso del giorno", "il paese misterioso del giorno", "mistero del giorno",
      "gioca al paese misterioso del giorno",
    ],
    guessOpenings: ["e", "e il", "e la", "dico", "allora e", "secondo me e"],
    probes: ["paesi che usano {value}", "paesi che parlano {value}"],
    cues: [
      .borders: ["confina", "confine", "confini", "confinante", "vicino", "vicini"],
      .landlocked: ["senza sbocco sul mare", "senza sbocco al mare", "senza costa", "senza mare"],
      .more: ["piu", "almeno", "sopra", "superiore"],
      .less: ["meno", "al massimo", "sotto", "inferiore"],
      .bigger: ["piu grande", "piu esteso", "maggiore"],
      .smaller: ["piu piccolo", "minore"],
      .people: ["abitanti", "persone", "popolazione", "gente", "popoloso"],
      .area: ["km", "km2", "km²", "superficie", "quadrati", "area"],
      .startsWith: ["inizia", "comincia", "iniziale", "prima lettera"],
      .north: ["nord", "settentrionale"], .south: ["sud", "meridionale"],
      .east: ["est", "orientale"], .west: ["ovest", "occidentale"],
      .hemisphere: ["emisfero", "equatore"],
      .million: ["milione", "milioni"], .billion: ["miliardo", "miliardi"],
      .thousand: ["mila", "mille"],
      .howMany: ["quanti", "quante", "quanto grande", "quanto e grande", "che superficie"],
    ],
    texts: [
      .name: "Paese misterioso",
      .dailyName: "Paese misterioso del giorno",
      .prompt:
        "Sto pensando a un paese. Fammi domande sì o no, poi indovinalo ({count} tentativi).",
      .help:
        "Fai domande sì o no: «è in Africa?», «confina con la Francia?», «più di 50 milioni di"
        + " abitanti?», «è senza sbocco sul mare?», «usa l'euro?», «il nome inizia con M?», «è"
        + " più grande della Spagna?»; oppure scrivi un paese per indovinare. Comandi:"
        + " punteggio, stop.",
      .cannotAsk:
        "Non posso rispondere con sì, no o un intervallo. Chiedi la regione, i vicini, la"
        + " grandezza, gli abitanti, la costa, la moneta, le lingue o l'iniziale, oppure"
        + " indovina un paese.",
      .noHint: "In questo gioco non ci sono indizi: fai una domanda.",
      .status: "{count} domande · {other} di {total} tentativi usati.",
      .yes: "Sì.", .no: "No.", .unknown: "I dati non lo dicono.",
      .between: "tra {value} e {other}", .above: "oltre {value}",
      .under: "meno di {value}",
      .millions: "{value} milioni", .billions: "{value} miliardi",
      .region: "In {value}", .language: "Si parla {value}", .currency: "Usa {value}",
      .organisation: "Membro di {value}", .borders: "Confina con {country}",
      .landlocked: "Senza sbocco sul mare",
      .morePeople: "Più di {value} abitanti", .fewerPeople: "Meno di {value} abitanti",
      .larger: "Più di {value}", .smaller: "Meno di {value}",
      .morePeopleThan: "Più popoloso di {country}",
      .fewerPeopleThan: "Meno popoloso di {country}",
      .largerThan: "Più grande di {country}", .smallerThan: "Più piccolo di {country}",
      .people: "Abitanti: {value}.", .area: "Superficie: {value}.",
      .starts: "Il nome inizia con {value}",

      .toNorth: "A nord di {country}", .toSouth: "A sud di {country}",
      .toEast: "A est di {country}", .toWest: "A ovest di {country}",
      .northern: "Nell'emisfero boreale", .southern: "Nell'emisfero australe",
      .eastern: "Nell'emisfero orientale", .western: "Nell'emisfero occidentale",
      .north: "nord", .northEast: "nord-est", .east: "est", .southEast: "sud-est",
      .south: "sud", .southWest: "sud-ovest", .west: "ovest", .northWest: "nord-ovest",
      .clue:
        "✗ Non è {country}. Il paese misterioso è a {value} km, a {other} {arrow}"
        + " (vicinanza {count} %).",
      .warmer: "Più caldo!", .colder: "Più freddo.", .same: "Altrettanto lontano.",
      .guessesLeft: "Tentativi rimasti: {count}.",
      .found: "🎉 Sì, è {country}! Tentativi: {count} su {total} · domande: {other}.",
      .lost: "Tentativi finiti: il paese misterioso era {country}.",
      .reveal: "Il paese misterioso era {country}.",
    ])
}
