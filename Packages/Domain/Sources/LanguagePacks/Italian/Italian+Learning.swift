import Domain

extension LearningWords {
  /// Learning from games, in Italian.
  public static let italian = LearningWords(
    language: .italian,
    texts: [
      .timePerRound: "Tempo per domanda: {value}.",
      .seconds: "{count} s",
      .separator: "; ",
      .weakNone:
        "Niente da ripassare per ora: hai indovinato tutto quello che avevi sbagliato. "
        + "Gioca una partita («quiz») e terrò il conto.",
      .weakHeading:
        "I tuoi paesi deboli ({count}), per regione; quelli da ripassare vengono prima "
        + "nelle prossime partite:",
      .weakRegion: "{value}: {other}",
      .weakDue: "{country} ({value}, da ripassare)",
      .weakLater: "{country} ({value})",
      .kindCapital: "capitale",
      .kindCountryOfCapital: "paese della capitale",
      .kindFlag: "bandiera",
      .kindCode: "codice ISO",
      .kindShape: "forma",
      .kindLookAlike: "bandiera simile",
      .modeLookAlike: "Bandiere simili",
      .qLookAlike: "Di chi è questa bandiera: {country} o {other}?",
      .sLookAlike: "Bandiera: {country} o {other}",
      .tellApart: "Come distinguerle: {value}",
    ],
    weakLines: [
      "i miei paesi deboli", "miei paesi deboli", "quali sono i miei paesi deboli",
      "mostrami i miei paesi deboli", "paesi deboli", "i miei punti deboli", "i miei errori",
      "quali paesi sbaglio", "quali paesi sbaglio sempre", "cosa sbaglio sempre",
      "che cosa sbaglio", "cosa sbaglio", "dove sbaglio", "quali paesi devo ripassare",
      "cosa devo ripassare",
    ],
    lookAlikeWords: ["simili", "somiglianti", "confondibili", "sosia", "gemelle"],
    tellApart: italianTellApart)
}
