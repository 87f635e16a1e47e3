import Domain

extension LearningWords {
  /// Learning from games, in French.
  public static let french = LearningWords(
    language: .french,
    texts: [
      .timePerRound: "Temps par question : {value}.",
      .seconds: "{count} s",
      .separator: " ; ",
      .weakNone:
        "Rien à revoir pour l’instant : vous avez retrouvé tout ce que vous aviez manqué. "
        + "Jouez une partie (« quiz ») et je tiendrai le compte.",
      .weakHeading:
        "Vos pays faibles ({count}), par région ; ceux à revoir passent en premier "
        + "dans vos prochaines parties :",
      .weakRegion: "{value} : {other}",
      .weakDue: "{country} ({value}, à revoir)",
      .weakLater: "{country} ({value})",
      .kindCapital: "capitale",
      .kindCountryOfCapital: "pays de sa capitale",
      .kindFlag: "drapeau",
      .kindCode: "code ISO",
      .kindShape: "forme",
      .kindLookAlike: "drapeau qui se ressemble",
      .modeLookAlike: "Drapeaux qui se ressemblent",
      .qLookAlike: "Quel est ce drapeau : {country} ou {other} ?",
      .sLookAlike: "Drapeau : {country} ou {other}",
      .tellApart: "Pour les distinguer : {value}",
    ],
    weakLines: [
      "mes pays faibles", "quels sont mes pays faibles", "montre mes pays faibles",
      "montre-moi mes pays faibles", "pays faibles", "mes points faibles", "mes erreurs",
      "quels pays je rate", "quels pays est-ce que je rate", "quels pays je rate souvent",
      "qu'est-ce que je rate", "qu'est-ce que je rate toujours", "sur quoi je me trompe",
      "ou est-ce que je me trompe", "quels pays dois-je revoir", "qu'est-ce que je dois revoir",
      "mes pays a revoir",
    ],
    lookAlikeWords: [
      "ressemblent", "ressemblants", "semblables", "similaires", "sosies", "jumeaux",
    ],
    tellApart: frenchTellApart)
}
