import Domain

extension MysteryWords {
  /// El país misterioso.
  public static let spanish = MysteryWords(
    language: .spanish,
    starts: [
      "pais misterioso", "el pais misterioso", "jugar al pais misterioso",
      "juega al pais misterioso", "juguemos al pais misterioso", "misterio", "adivina el pais",
    ],
    dailyStarts: [
      "pais misterioso del dia", "el pais misterioso del dia", "misterio del dia",
      "jugar al pais misterioso del dia",
    ],
    guessOpenings: ["es", "sera", "digo", "entonces es", "creo que es"],
    probes: ["países que usan {value}", "países que hablan {value}"],
    cues: [
      .borders: ["limita", "frontera", "fronteras", "vecino", "vecina", "vecinos", "linda"],
      .landlocked: ["sin litoral", "sin salida al mar", "sin costa", "mediterraneo interior"],
      .more: ["mas", "al menos", "por encima", "superior"],
      .less: ["menos", "como mucho", "por debajo", "inferior"],
      .bigger: ["mas grande", "mayor", "mas extenso"],
      .smaller: ["mas pequeno", "menor", "mas chico"],
      .people: ["habitantes", "personas", "poblacion", "gente", "poblado"],
      .area: ["km", "km2", "km²", "superficie", "cuadrados", "area"],
      .startsWith: ["empieza", "comienza", "inicial", "primera letra"],
      .north: ["norte"], .south: ["sur"], .east: ["al este", "del este", "oriental"],
      .west: ["oeste"],
      .hemisphere: ["hemisferio", "ecuador"],
      .million: ["millon", "millones"], .billion: ["mil millones", "millardo", "millardos"],
      .thousand: ["mil"],
      .howMany: ["cuantos", "cuantas", "que tamano", "que superficie", "cuanta poblacion"],
    ],
    texts: [
      .name: "País misterioso",
      .dailyName: "País misterioso del día",
      .prompt:
        "Estoy pensando en un país. Hazme preguntas de sí o no y luego adivínalo"
        + " ({count} intentos).",
      .help:
        "Haz preguntas de sí o no: «¿está en África?», «¿limita con Francia?», «¿más de 50"
        + " millones de habitantes?», «¿es sin litoral?», «¿usa el euro?», «¿su nombre empieza"
        + " por M?», «¿es más grande que España?»; o escribe un país para adivinar. Comandos:"
        + " puntuación, parar.",
      .cannotAsk:
        "No puedo responder a eso con sí, no o un intervalo. Pregunta por su región, vecinos,"
        + " tamaño, población, costa, moneda, idiomas o primera letra, o adivina un país.",
      .noHint: "En este juego no hay pistas: haz una pregunta.",
      .status: "{count} preguntas · {other} de {total} intentos usados.",
      .yes: "Sí.", .no: "No.", .unknown: "Los datos no lo dicen.",
      .between: "entre {value} y {other}", .above: "más de {value}",
      .under: "menos de {value}",
      .millions: "{value} millones", .billions: "{value} mil millones",
      .region: "En {value}", .language: "Se habla {value}", .currency: "Usa {value}",
      .organisation: "Miembro de {value}", .borders: "Limita con {country}",
      .landlocked: "Sin litoral",
      .morePeople: "Más de {value} habitantes", .fewerPeople: "Menos de {value} habitantes",
      .larger: "Más de {value}", .smaller: "Menos de {value}",
      .morePeopleThan: "Más poblado que {country}",
      .fewerPeopleThan: "Menos poblado que {country}",
      .largerThan: "Más grande que {country}", .smallerThan: "Más pequeño que {country}",
      .people: "Su población: {value}.", .area: "Su superficie: {value}.",
      .starts: "Su nombre empieza por {value}",

      .toNorth: "Al norte de {country}", .toSouth: "Al sur de {country}",
      .toEast: "Al este de {country}", .toWest: "Al oeste de {country}",
      .northern: "En el hemisferio norte", .southern: "En el hemisferio sur",
      .eastern: "En el hemisferio oriental", .western: "En el hemisferio occidental",
      .north: "norte", .northEast: "noreste", .east: "este", .southEast: "sureste",
      .south: "sur", .southWest: "suroeste", .west: "oeste", .northWest: "noroeste",
      .clue:
        "✗ No es {country}. El país misterioso está a {value} km, al {other} {arrow}"
        + " (cercanía {count} %).",
      .warmer: "¡Caliente!", .colder: "Frío.", .same: "Igual de lejos.",
      .guessesLeft: "Intentos restantes: {count}.",
      .found: "🎉 ¡Sí, es {country}! Intentos: {count} de {total} · preguntas: {other}.",
      .lost: "Sin intentos: el país misterioso era {country}.",
      .reveal: "El país misterioso era {country}.",
    ])
}
