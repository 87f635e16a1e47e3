import Domain

extension FindMinePhrasebook {
  /// El juego «adivina mi país» en español.
  public static let spanish = FindMinePhrasebook(
    language: .spanish,
    texts: [
      .modeName: "Adivina mi país",
      .help:
        "Piensa en un país y lo encuentro: responde sí, no o no sé. Comandos: puntuación, parar.",
      .questionOf: "Pregunta {count}: {value}",
      .answerYesOrNo: "Responde sí, no o no sé (o parar).",
      .status: "Pregunta {count} · {total} países aún encajan con tus respuestas.",
      .qRegion: "¿Tu país está en esta región: {value}?",
      .qSubregion: "¿Está en esta parte del mundo: {value}?",
      .qLandlocked: "¿Es un país sin salida al mar?",
      .qIsland: "¿Es un país insular, con costa pero sin fronteras terrestres?",
      .qMorePeople: "¿Tiene más de {value} habitantes?",
      .qLarger: "¿Es más grande que {value}?",
      .qBorders: "¿Limita con {country}?",
      .qCurrency: "¿Usa la moneda {value}?",
      .qLanguage: "¿Se habla {value} allí?",
      .qNameStarts: "¿Su nombre empieza por {value}?",
      .qNorth: "¿Está al norte del ecuador?",
      .qDrivesLeft: "¿Se conduce por la izquierda allí?",
      .qGuess: "¿Es {country}?",
      .found: "¡Lo encontré: {country}, en {count} preguntas!",
      .gaveUp: "¡Me rindo!",
      .contradiction: "Ningún país de mis datos encaja con todas tus respuestas.",
      .whichWasIt: "¿Qué país era?",
      .unknownCountry: "No conozco ningún país llamado «{value}». ¿Qué país era?",
      .revealed: "¡{country}!",
      .misfit: "Respondiste {value} a «{other}», pero mis datos dicen {count}.",
      .allFit: "Todas tus respuestas encajan: me quedé sin preguntas.",
      .yes: "sí",
      .no: "no",
      .unsure: "no sé",
      .stopped: "Fin del juego: tu país sigue siendo un secreto.",
    ],
    starts: [
      "adivina mi pais", "juega a adivina mi pais", "encuentra mi pais", "pienso en un pais",
      "estoy pensando en un pais", "piensa en un pais y adivina", "adivina el pais en que pienso",
      "adivina en que pais estoy pensando", "adivina que pais", "juguemos a adivina mi pais",
    ],
    yes: [
      "si", "s", "sip", "claro", "correcto", "cierto", "exacto", "por supuesto", "si lo es",
      "afirmativo", "vale", "verdad", "asi es",
    ],
    no: [
      "no", "nop", "para nada", "falso", "no lo es", "en absoluto", "negativo", "que va",
      "no no",
    ],
    unsure: [
      "no se", "ni idea", "no lo se", "no estoy seguro", "no estoy segura", "quizas", "quiza",
      "tal vez", "paso", "ns",
    ])
}
