extension Phrasebook {
  /// Replies in Spanish.
  public static let spanish = Phrasebook(
    language: .spanish,
    sentences: [
      .group: "{value}: {count} países y territorios: {other}.",
      .groupWorld: "El mundo",
      .groupLanguage: "Países donde se habla {value}",
      .groupCurrency: "Países que usan {value}",
      .superlativeMost: "{country} es el primero {scope} por {measure}.",
      .superlativeLeast: "{country} es el último {scope} por {measure}.",
      .comparison: "{country} supera a {other} por {measure}.",
      .inTheWorld: "en el mundo",
      .inRegion: "en {value}",
      .byArea: "superficie ({value})",
      .byPopulation: "población ({value})",
      .byNeighbours: "número de vecinos ({value})",
      .and: "y",
      .or: "",
      .summaryOneCountry: "", .summaryClue: "", .summarySet: "", .summaryRanking: "",
      .inhabitants: "habitantes",
      .independent: "independientes",
      .searchMatches: "{count} países coinciden con «{value}», el mejor primero:\n{other}",
      .searchNone: "Ningún nombre de país contiene «{value}».",
      .nearestTo:
        "Los países más cercanos a {country}, medidos entre los centros que dan los datos:\n{other}",
      .nearestYou: "Estás en o cerca de {value}. Los países más cercanos:\n{other}",
      .distanceApart:
        "{country} y {other} están a {value} de distancia, medidos entre sus centros.",
      .distanceFromYou: "{country} está a {value} de ti; estás en o cerca de {other}.",
    ],
    regions: ["Central Europe": "Europa Central", "Southeast Europe": "Europa del Sudeste"],
    cardLabels: [
      .officialName: "Nombre oficial", .capital: "Capital", .capitals: "Capitales",
      .population: "Población", .area: "Superficie", .region: "Región", .language: "Idioma",
      .languages: "Idiomas", .currency: "Moneda", .currencies: "Monedas",
      .neighbours: "Vecinos", .callingCode: "Prefijo telefónico", .timeZone: "Huso horario",
      .timeZones: "Husos horarios", .drivesOn: "Circulación", .data: "Datos",
      .none: "ninguna", .noneListed: "ninguno indicado", .noneOfItsOwn: "ninguna propia",
      .noLandBorders: "ninguno (sin fronteras terrestres)", .unknown: "desconocido",
      .left: "por la izquierda", .right: "por la derecha",
      .regionalCodes: "{value} (y {count} prefijos regionales)",
      .dataAsOf: "{value} del {other}", .people: "{value} habitantes",
      .bundled: "copia incluida", .cache: "copia local", .live: "en vivo",
    ],
    smallNumbers: [])
}
