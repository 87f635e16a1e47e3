import Domain

extension MysteryWords {
  /// Le pays mystère.
  public static let french = MysteryWords(
    language: .french,
    starts: [
      "pays mystere", "le pays mystere", "jouer au pays mystere", "joue au pays mystere",
      "jouons au pays mystere", "mystere", "devine le pays", "devinez le pays",
    ],
    dailyStarts: [
      "pays mystere du jour", "le pays mystere du jour", "mystere du jour",
      "jouer au pays mystere du jour",
    ],
    guessOpenings: ["c'est", "c est", "est-ce", "est ce", "est ce que c'est", "je dis", "alors"],
    probes: ["pays qui utilisent {value}", "pays qui parlent {value}"],
    cues: [
      .borders: ["frontiere", "frontieres", "frontalier", "voisin", "voisine", "voisins", "borde"],
      .landlocked: ["enclave", "sans littoral", "sans acces a la mer", "sans cote"],
      .more: ["plus", "au moins", "au-dessus", "superieur"],
      .less: ["moins", "au plus", "en dessous", "inferieur"],
      .bigger: ["plus grand", "plus vaste", "plus etendu"],
      .smaller: ["plus petit"],
      .people: ["habitants", "personnes", "population", "peuple"],
      .area: ["km", "km2", "km²", "superficie", "carres"],
      .startsWith: ["commence", "commence-t-il", "debute", "initiale", "premiere lettre"],
      .north: ["nord"], .south: ["sud"], .east: ["l'est", "oriental", "orientale"],
      .west: ["ouest"],
      .hemisphere: ["hemisphere", "equateur"],
      .million: ["million", "millions"], .billion: ["milliard", "milliards"],
      .thousand: ["mille", "milliers"],
      .howMany: ["combien", "quelle taille", "quelle superficie", "quelle population"],
    ],
    texts: [
      .name: "Pays mystère",
      .dailyName: "Pays mystère du jour",
      .prompt:
        "Je pense à un pays. Posez-moi des questions fermées, puis devinez-le ({count} essais).",
      .help:
        "Posez des questions fermées : « est-il en Afrique ? », « a-t-il une frontière avec la"
        + " France ? », « plus de 50 millions d'habitants ? », « est-il enclavé ? », « utilise-t-il"
        + " l'euro ? », « son nom commence par M ? », « plus grand que l'Espagne ? » ; ou tapez"
        + " un pays pour deviner. Commandes : score, stop.",
      .cannotAsk:
        "Je ne peux pas répondre à cela par oui, non ou une fourchette. Demandez sa région, ses"
        + " voisins, sa taille, sa population, sa côte, sa monnaie, ses langues ou sa première"
        + " lettre, ou devinez un pays.",
      .noHint: "Pas d'indice dans ce jeu : posez plutôt une question.",
      .status: "{count} questions posées · {other} essais sur {total} utilisés.",
      .yes: "Oui.", .no: "Non.", .unknown: "Les données ne le disent pas.",
      .between: "entre {value} et {other}", .above: "plus de {value}",
      .under: "moins de {value}",
      .millions: "{value} millions", .billions: "{value} milliards",
      .region: "En {value}", .language: "On y parle {value}", .currency: "Utilise {value}",
      .organisation: "Membre de {value}", .borders: "Frontalier de {country}",
      .landlocked: "Enclavé",
      .morePeople: "Plus de {value} habitants", .fewerPeople: "Moins de {value} habitants",
      .larger: "Plus de {value}", .smaller: "Moins de {value}",
      .morePeopleThan: "Plus peuplé que {country}",
      .fewerPeopleThan: "Moins peuplé que {country}",
      .largerThan: "Plus grand que {country}", .smallerThan: "Plus petit que {country}",
      .people: "Sa population : {value}.", .area: "Sa superficie : {value}.",
      .starts: "Son nom commence par {value}",

      .toNorth: "Au nord de {country}", .toSouth: "Au sud de {country}",
      .toEast: "À l'est de {country}", .toWest: "À l'ouest de {country}",
      .northern: "Dans l'hémisphère nord", .southern: "Dans l'hémisphère sud",
      .eastern: "Dans l'hémisphère est", .western: "Dans l'hémisphère ouest",
      .north: "nord", .northEast: "nord-est", .east: "est", .southEast: "sud-est",
      .south: "sud", .southWest: "sud-ouest", .west: "ouest", .northWest: "nord-ouest",
      .clue:
        "✗ Ce n'est pas {country}. Le pays mystère est à {value} km, direction {other} {arrow}"
        + " (proche à {count} %).",
      .warmer: "Plus chaud !", .colder: "Plus froid.", .same: "Tout aussi loin.",
      .guessesLeft: "Essais restants : {count}.",
      .found: "🎉 Oui, c'est {country} ! Essais : {count} sur {total} · questions : {other}.",
      .lost: "Plus d'essais : le pays mystère était {country}.",
      .reveal: "Le pays mystère était {country}.",
    ])
}
