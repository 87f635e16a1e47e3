import Domain

extension LearningWords {
  /// Learning from games, in Spanish.
  public static let spanish = LearningWords(
    language: .spanish,
    texts: [
      .timePerRound: "Tiempo por pregunta: {value}.",
      .seconds: "{count} s",
      .separator: "; ",
      .weakNone:
        "Nada que repasar por ahora: ya acertaste todo lo que habías fallado. "
        + "Juega una partida («pregúntame») y llevaré la cuenta.",
      .weakHeading:
        "Tus países débiles ({count}), por región; los pendientes salen primero "
        + "en tus próximas partidas:",
      .weakRegion: "{value}: {other}",
      .weakDue: "{country} ({value}, pendiente)",
      .weakLater: "{country} ({value})",
      .kindCapital: "capital",
      .kindCountryOfCapital: "país de su capital",
      .kindFlag: "bandera",
      .kindCode: "código ISO",
      .kindShape: "forma",
      .kindLookAlike: "bandera parecida",
      .modeLookAlike: "Banderas parecidas",
      .qLookAlike: "¿Qué bandera es esta: {country} o {other}?",
      .sLookAlike: "Bandera: {country} o {other}",
      .tellApart: "Cómo distinguirlas: {value}",
    ],
    weakLines: [
      "mis paises debiles", "cuales son mis paises debiles", "muestrame mis paises debiles",
      "paises debiles", "mis puntos debiles", "mis errores", "que paises fallo",
      "que paises suelo fallar", "en que fallo", "que sigo fallando", "en que me equivoco",
      "que paises debo repasar", "que tengo que repasar", "mis paises a repasar",
    ],
    lookAlikeWords: ["parecidas", "parecidos", "similares", "semejantes", "confundibles"],
    tellApart: spanishTellApart)
}
