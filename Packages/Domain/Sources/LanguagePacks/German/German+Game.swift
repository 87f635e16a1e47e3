import Domain

extension GamePhrasebook {
  /// The game in German.
  public static let german = GamePhrasebook(
    language: .german,
    // A `{country}` or `{other}` is a name with no article ("Schweiz", "Niederlande"), so it
    // stands where German writes a name alone: after a colon or a dash, in a choice, after
    // "namens" or "Land" ("des Landes Schweiz").
    texts: [
      .letsPlay: "Los geht's!",
      .youHave: "Du hast {value} Minuten Zeit.",
      .help:
        "Gib deine Antwort ein. Befehle: Tipp (kostet einen Punkt), weiter, Punkte, stopp "
        + "(oder: fertig, ich gebe auf).",
      .gamesLine:
        "Spiele: Quiz, Quiz Hauptstädte, Flaggen, ISO-Codes oder mehr oder weniger, "
        + "Spiel: nenne die Länder in Afrika (… die mit B beginnen, … in 3 Minuten), Tagesquiz.",
      .cannotPlay:
        "Aus „{value}“ kann ich kein Spiel machen. Versuch „Quiz“, „Quiz Hauptstädte“, "
        + "„Quiz Flaggen“, „Quiz ISO-Codes“, „Quiz mehr oder weniger“, "
        + "„Spiel: nenne die Länder in Afrika“, „… in 3 Minuten“ oder „Tagesquiz“.",
      .gameOver: "Das Spiel ist vorbei.",
      .timeUp: "Die Zeit ist um!",
      .dataChanged: "Die Länderdaten haben sich geändert, deshalb endet das Spiel hier.",
      .dailyReplay:
        "Du hast das Tagesquiz heute schon gespielt ({count} von {total}):"
        + " Das ist eine Wiederholung, dein erstes Ergebnis bleibt.",
      .dailyKept: "Wiederholung: Dein heutiges Ergebnis bleibt {count} von {total}.",
      .newBest: "Neuer Rekord!",
      // "Rekord: 8 in 12 Spielen · Serie: 3 Tage in Folge."
      .record: "Rekord: {value} (nach {count}) · Serie: {other}.",
      .oneGame: "1 Spiel",
      .games: "{count} Spielen",
      .oneDay: "1 Tag",
      .days: "{count} Tage in Folge",
      .questionOf: "Frage {count} von {total}: {value}",
      .qCapital: "{country} – wie heißt die Hauptstadt?",
      .qCountryOfCapital: "Von welchem Land ist {value} die Hauptstadt?",
      .qFlag: "Zu welchem Land gehört diese Flagge: {value}?",
      .qFlagPictured: "Zu welchem Land gehört diese Flagge?",
      .qShape: "Welches Land hat diesen Umriss?",
      .qCode: "Welches Land hat den ISO-Code {value}?",
      .qMorePeople: "Welches Land hat mehr Einwohner: {country} oder {other}?",
      .qLarger: "Welches Land ist größer: {country} oder {other}?",
      .sCapital: "{country} – Hauptstadt",
      .sCountryOfCapital: "Land mit der Hauptstadt {value}",
      .sFlag: "Flagge {value}",
      .sShape: "Umriss",
      .sCode: "ISO-Code {value}",
      .sMorePeople: "Mehr Einwohner: {country} oder {other}",
      .sLarger: "Größer: {country} oder {other}",
      .right: "✓ Richtig!",
      .answerEither:
        "Antworte: {country} oder {other} "
        + "(oder: der erste, der zweite; höher, wenn {other} mehr hat, sonst niedriger).",
      .comparison: "{country}: {value}, {other}: {count}.",
      .people: "{value} Einwohner",
      .aboutMillion: "etwa {value} Millionen",
      .aboutBillion: "etwa {value} Milliarden",
      .namedAll: "Du hast alle genannt!",
      .nothingToSkip:
        "Hier gibt es nichts zu überspringen: Nenne ein weiteres Land oder sag „fertig“.",
      .skipped: "Übersprungen. Die richtige Antwort: {value}.",
      .timeLeft: "noch {value}",
      .statusNamed: "{count} von {total} genannt{value}.",
      .statusScore: "Punkte: {count} · Frage {other} von {total}{value}.",
      .summaryRounds: "{count} von {total} Punkten: {value} von {other} richtig in {time}.",
      .missed: "Verpasst: {value}.",
      .summaryNameAll: "Du hast {count} von {total} genannt ({value}), in {time}. Punkte: {other}.",
      .nameThem: "Nenne {value} – insgesamt {total}.",
      .theCountries: "die Länder",
      .noHint: "Für diese Frage gibt es keinen Tipp.",
      .noMoreHints: "Keine Tipps mehr: Antworte oder überspring die Frage.",
      .hint: "Tipp: {value} (−1 Punkt)",
      .hintFree: "Tipp: {value} (gratis: nichts mehr zu verlieren)",
      .hintMeasure: "{value} ({country}).",
      .hintRegion: "Es liegt in der Region {value}.",
      .hintNoRegion: "Meine Daten ordnen es keiner Region zu.",
      .hintNameStarts: "Sein Name beginnt mit {value}.",
      .hintNoBorder: "Es hat keine Landgrenze.",
      .hintBorders: "Es hat ein Nachbarland namens {country}.",
      .hintCapital: "Seine Hauptstadt ist {value}.",
      .hintCityStarts: "Ihr Name beginnt mit {value}.",
      .hintCityLetters: "Ihr Name hat {count} Buchstaben.",
      .hintCityBegins: "Ihr Name beginnt mit {value} …",
      .targetPrefix: "die Länder, deren Name mit {value} beginnt",
      .targetWorld: "alle Länder",
      .targetOrganisation: "die Mitgliedstaaten {of value}",
      .targetRegion: "die Länder in der Region {value}",
      .targetLanguage: "die Länder, in denen man {value} spricht",
      .targetCurrency: "die Länder mit der Währung {value}",
      .targetNeighbours: "die Nachbarländer des Landes {country}",
      .excludePrefix: "Der Name {country} beginnt nicht mit {value}.",
      .excludeWorld: "Nicht in meinen Daten: {country}.",
      .excludeOrganisation: "{country}: kein Mitglied {of value}.",
      .excludeRegion: "{country}: nicht in der Region {value}.",
      .excludeLanguage: "{country}: Dort spricht man kein {value}.",
      .excludeCurrency: "{country}: Dort zahlt man nicht mit der Währung {value}.",
      .excludeItself: "Das ist das Land selbst ({country}), nicht eines seiner Nachbarländer.",
      .excludeNeighbour: "Keine gemeinsame Grenze: {country} und {other}.",
      .unknownCountry:
        "Ich kenne kein Land namens „{value}“. Versuch es noch einmal oder überspring die Frage.",
      .unknownCountryNamed: "Ich kenne kein Land namens „{value}“.",
      .couldBeWhich: "„{value}“ passt zu mehreren Ländern: {other}. Welches meinst du?",
      .couldBe: "„{value}“ passt zu mehreren Ländern: {other}.",
      .isNot: "Gesucht: {country}. „{value}“ bezeichnet ein anderes Land: {other}.",
      .alreadyNamed: "Schon genannt: {country}.",
      .spelled: "(Richtig geschrieben: {value}.)",
      .closeToMany: "„{value}“ ähnelt mehreren Hauptstädten: Schreib den Namen bitte genauer.",
      .wrongCapital:
        "{value} ist die Hauptstadt eines anderen Landes ({other}). Richtig wäre {count} "
        + "({country}).",
      .isACountry: "Das ist ein Land ({country}), gesucht ist eine Stadt.",
      .capitalIs: "{country}: Die Hauptstadt ist {value}.",
      .notDifferent: "Das ist ein anderes Land: {value}, nicht {country}.",
      .different: "Das ist ein anderes Land ({value}). Die richtige Antwort: {country}.",
      .accepted: "„{value}“ zählt – gemeint ist: {country}.",
      .or: "oder",
      .named: "✓ {country}!",
      .quoted: "„{value}“",
      .tableQuestion: "Frage",
      .tableAnswer: "Antwort",
      .tableNotNamed: "Nicht genannt",
      .panelScore: "Punkte: {count}",
      .panelNamed: "{count} von {total} genannt",
      .panelQuestion: "Frage {count} von {total}",
      .modeMixed: "Gemischt",
      .modeCapitals: "Hauptstädte",
      .modeCountries: "Länder",
      .modeFlags: "Flaggen",
      .modeShapes: "Umrisse",
      .modeCodes: "ISO-Codes",
      .modeHigherLower: "Mehr oder weniger",
      .modeNameAll: "Alle nennen",
      .modeDaily: "Tagesquiz",
    ],
    reading: .german,
    commands: [
      .hint: ["tipp", "einen tipp", "gib mir einen tipp", "hinweis"],
      .skip: ["weiter", "überspringen", "passe", "nächste", "ich weiß nicht", "keine ahnung"],
      .score: ["punkte", "punktestand", "stand", "zeit"],
      .stop: [
        "stopp", "aufhören", "ich gebe auf", "aufgeben", "ende", "fertig", "genug", "schluss",
      ],
      .help: ["hilfe", "regeln", "befehle"],
    ],
    firstPick: [
      "1", "erste", "erstes", "der erste", "das erste", "links", "die erste", "erster", "das linke",
      "das erste land",
    ],
    secondPick: [
      "2", "zweite", "zweites", "der zweite", "das zweite", "rechts", "die zweite", "zweiter",
      "das rechte", "das zweite land",
    ],
    suggestions: [
      "Quiz", "Quiz Hauptstädte", "Quiz Flaggen", "Spiel: nenne die Länder in Südamerika",
      "Spiel: nenne die Länder, die mit B beginnen, in 3 Minuten", "Tagesquiz",
    ],
    higher: ["hoher", "mehr", "grosser", "groesser", "hoeher", "daruber", "darueber"],
    lower: ["niedriger", "weniger", "kleiner", "tiefer", "darunter"],
    otherNames: [
      "NL": ["holland"], "CZ": ["tschechische republik", "die tschechische republik"],
      "FK": ["falklands", "falkland", "die falklandinseln", "malvinen"],
      "GB": ["grossbritannien", "großbritannien", "uk"], "US": ["usa", "die usa"],
      "MM": ["birma", "burma"], "CD": ["dr kongo", "drk"], "AE": ["vae", "emirate"],
    ],
  )
}

extension GamePhrasebook.Reading {
  /// How a line names a game in German.
  public static let german = GamePhrasebook.Reading(
    openings: [
      "mach ein quiz uber", "mach ein quiz zu", "mach ein quiz", "ich will spielen",
      "ich mochte spielen",
      "quiz uber", "quiz zu", "quiz mit", "quiz", "spiel", "spielen wir", "lass uns spielen",
      "lass uns", "spiele", "frag mich nach", "frag mich", "teste mich", "starte ein quiz",
      "starte ein spiel", "ein spiel",
    ],
    nameAll: ["spiel nenne alle", "spiel nenne die"],
    countries: "lander",
    daily: [
      "tageschallenge", "die tageschallenge", "tagesquiz", "das tagesquiz", "quiz des tages",
      "das quiz des tages", "herausforderung des tages", "die herausforderung des tages",
      "tagliche herausforderung", "die tagliche herausforderung",
    ],
    fillers: ["uber", "zu", "den", "die", "der", "das", "mit", "ein", "eine", "mich", "nach"],
    modes: [
      .mixed: ["alles", "gemischt", "geografie", "erdkunde", "spiel"],
      .daily: ["tages", "taglich", "tagliche"],
      .flags: ["flagge", "flaggen", "fahne", "fahnen"],
      .shapes: ["umriss", "umrisse", "form", "formen", "silhouette", "silhouetten"],
      .codes: ["code", "codes", "iso", "iso-code", "iso-codes", "landercode", "landercodes"],
      .higherLower: [
        "hoher", "tiefer", "mehr", "weniger", "einwohner", "bevolkerung", "flache", "grosse",
      ],
      .capitals: ["hauptstadt", "hauptstadte", "hauptstadten"],
      .countries: ["welches", "umgekehrt", "wessen"],
    ],
    minuteUnits: ["minute", "minuten", "min"],
    numbers: [
      ("eine", 1), ("einer", 1), ("zwei", 2), ("drei", 3), ("vier", 4), ("funf", 5), ("sechs", 6),
      ("sieben", 7), ("acht", 8), ("neun", 9), ("zehn", 10), ("funfzehn", 15), ("zwanzig", 20),
    ],
    minutePrepositions: ["in", "fur", "binnen"])
}
