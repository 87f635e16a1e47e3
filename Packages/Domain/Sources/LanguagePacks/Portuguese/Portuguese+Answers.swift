extension Phrasebook {
  /// Replies in Portuguese.
  public static let portuguese = Phrasebook(
    language: .portuguese,
    sentences: [
      .group: "{value}: {count} países e territórios: {other}.",
      .groupWorld: "O mundo",
      .groupLanguage: "Países onde se fala {value}",
      .groupCurrency: "Países que usam {value}",
      .superlativeMost: "{country} é o primeiro {scope} por {measure}.",
      .superlativeLeast: "{country} é o último {scope} por {measure}.",
      .comparison: "{country} supera {other} em {measure}.",
      .inTheWorld: "no mundo",
      .inRegion: "em {value}",
      .byArea: "área ({value})",
      .byPopulation: "população ({value})",
      .byNeighbours: "número de vizinhos ({value})",
      .and: "e",
      .or: "",
      .summaryOneCountry: "", .summaryClue: "", .summarySet: "", .summaryRanking: "",
      .inhabitants: "habitantes",
      .independent: "independentes",
      .searchMatches: "{count} países correspondem a «{value}», o melhor primeiro:\n{other}",
      .searchNone: "Nenhum nome de país contém «{value}».",
      .nearestTo:
        "Os países mais próximos de {country}, medidos entre os centros que os dados dão:\n{other}",
      .nearestYou: "Você está em ou perto de {value}. Os países mais próximos:\n{other}",
      .distanceApart:
        "{country} e {other} estão a {value} de distância, medidos entre os seus centros.",
      .distanceFromYou: "{country} está a {value} de você; você está em ou perto de {other}.",
    ],
    regions: ["Central Europe": "Europa Central", "Southeast Europe": "Europa do Sudeste"],
    cardLabels: [
      .officialName: "Nome oficial", .capital: "Capital", .capitals: "Capitais",
      .population: "População", .area: "Área", .region: "Região", .language: "Língua",
      .languages: "Línguas", .currency: "Moeda", .currencies: "Moedas",
      .neighbours: "Vizinhos", .callingCode: "Indicativo", .timeZone: "Fuso horário",
      .timeZones: "Fusos horários", .drivesOn: "Circulação", .data: "Dados",
      .none: "nenhuma", .noneListed: "nenhuma indicada", .noneOfItsOwn: "nenhuma própria",
      .noLandBorders: "nenhum (sem fronteiras terrestres)", .unknown: "desconhecido",
      .left: "pela esquerda", .right: "pela direita",
      .regionalCodes: "{value} (e {count} indicativos regionais)",
      .dataAsOf: "{value} de {other}", .people: "{value} habitantes",
      .bundled: "cópia incluída", .cache: "cópia local", .live: "ao vivo",
    ],
    smallNumbers: [])
}
