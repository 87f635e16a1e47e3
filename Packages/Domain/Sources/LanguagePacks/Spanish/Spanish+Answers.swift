import Domain

extension Phrasebook {
  /// Spanish's words for answers beyond one fact, help's summary and a card's labels. Help reads
  /// "de cualquier país la capital, …; a qué país pertenece una capital, …; qué países están en
  /// una región, …; cuál es el país más grande …", after "Pregúntame" or "Puedo decirte".
  public static let spanish = Phrasebook(
    language: .spanish,
    sentences: spanishEconomy.merging([
      .group: "{value}: {count}: {other}.",
      .groupWorld: "El mundo",
      .groupLanguage: "Países donde se habla {value}",
      .groupCurrency: "Países que usan la moneda {value}",
      .superlativeMost: "Primer puesto {scope} por {measure}: {country}.",
      .superlativeLeast: "Último puesto {scope} por {measure}: {country}.",
      .comparison: "{country} frente a {other}, en {measure}: la respuesta es {country}.",
      .inTheWorld: "en el mundo",
      .inRegion: "en {value}",
      .byArea: "superficie ({value})",
      .byPopulation: "población ({value})",
      .byNeighbours: "número de vecinos ({value})",
      .and: "y",
      .andBeforeI: "e",
      .or: "o",
      .inhabitants: "habitantes",
      .independent: "independientes",
      .inEnglish: "En inglés: {value}.",
      .searchMatches:
        "Países que coinciden con «{value}» ({count}), del más al menos parecido:\n{other}",
      .searchNone: "Ningún nombre de país contiene «{value}».",
      .nearestTo:
        "{country}: los países más cercanos (distancias medidas entre los centros que dan"
        + " mis datos):\n{other}",
      .nearestYou: "Tu ubicación aproximada: {value}. Los países más cercanos son:\n{other}",
      .distanceApart: "Distancia {country} – {other}: {value}, medida de centro a centro.",
      .distanceFromYou: "{country}: a {value} de ti. Tu ubicación aproximada: {other}.",
      .summaryOneCountry: "de cualquier país {value}",
      .summaryClue: "a qué país pertenece {value}",
      .summarySet: "qué países {value}",
      .summaryRanking: "{value}",
    ]) { economy, _ in economy },
    // Where the locale's name needs the article Spanish always gives it ("en el Caribe", "en la
    // Antártida") or says more than Spanish does (CLDR's "Región de Micronesia"), and the two
    // subregions CLDR has no name for, in its style ("Europa central").
    regions: [
      "Central Europe": "Europa central", "Southeast Europe": "Europa sudoriental",
      "Caribbean": "el Caribe", "South-Eastern Asia": "el Sudeste asiático",
      "Micronesia": "Micronesia", "Antarctic": "la Antártida", "Antarctica": "la Antártida",
    ],
    cardLabels: [
      .officialName: "Nombre oficial", .capital: "Capital", .capitals: "Capitales",
      .population: "Población", .area: "Superficie", .region: "Región", .language: "Idioma",
      .languages: "Idiomas", .currency: "Moneda", .currencies: "Monedas",
      .neighbours: "Vecinos", .callingCode: "Prefijo telefónico", .timeZone: "Huso horario",
      .timeZones: "Husos horarios", .drivesOn: "Se circula", .data: "Datos",
      .none: "no tiene", .noneListed: "sin datos", .noneOfItsOwn: "sin moneda propia",
      .noLandBorders: "ninguno (sin fronteras terrestres)", .unknown: "sin datos",
      .left: "por la izquierda", .right: "por la derecha",
      .regionalCodes: "{value} (y {count} códigos regionales)",
      .dataAsOf: "{value} ({other})", .people: "{value} habitantes",
      .bundled: "copia incluida", .cache: "caché", .live: "en vivo",
    ],
    // Counts before a noun: "un", not "uno" ("un país"); from two on, the words do not change with
    // the noun's gender ("dos capitales", "tres idiomas").
    smallNumbers: [
      "cero", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
    ],
    numbers: NumberMarks(group: ".", decimal: ",", groupsFrom: 5))
}
