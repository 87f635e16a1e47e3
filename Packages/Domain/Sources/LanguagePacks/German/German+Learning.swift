import Domain

extension LearningWords {
  /// Learning from games, in German.
  public static let german = LearningWords(
    language: .german,
    texts: [
      .timePerRound: "Zeit pro Frage: {value}.",
      .seconds: "{count} s",
      .separator: "; ",
      .weakNone:
        "Noch nichts zu üben: Alles, was du verpasst hattest, hast du inzwischen richtig "
        + "beantwortet. Spiel eine Runde („quiz“), dann behalte ich den Überblick.",
      .weakHeading:
        "Deine schwachen Länder ({count}), nach Region; die fälligen kommen in deinen "
        + "nächsten Spielen zuerst:",
      .weakRegion: "{value}: {other}",
      .weakDue: "{country} ({value}, fällig)",
      .weakLater: "{country} ({value})",
      .kindCapital: "Hauptstadt",
      .kindCountryOfCapital: "Land zur Hauptstadt",
      .kindFlag: "Flagge",
      .kindCode: "ISO-Code",
      .kindShape: "Umriss",
      .kindLookAlike: "ähnliche Flagge",
      .modeLookAlike: "Ähnliche Flaggen",
      .qLookAlike: "Welche Flagge ist das: {country} oder {other}?",
      .sLookAlike: "Flagge: {country} oder {other}",
      .tellApart: "So unterscheidest du sie: {value}",
    ],
    weakLines: [
      "meine schwachen lander", "meine schwachen laender", "zeig meine schwachen lander",
      "zeige meine schwachen lander", "was sind meine schwachen lander", "schwache lander",
      "meine schwachstellen", "meine fehler", "welche lander verpasse ich",
      "welche lander habe ich falsch", "welche lander weiss ich nicht",
      "was mache ich immer falsch", "was habe ich falsch", "was sollte ich wiederholen",
      "welche lander muss ich wiederholen", "was muss ich uben", "was muss ich ueben",
    ],
    lookAlikeWords: [
      "ahnliche", "ahnlichen", "aehnliche", "aehnlichen", "verwechselbare", "verwechselbaren",
      "doppelganger",
    ],
    tellApart: germanTellApart)
}
