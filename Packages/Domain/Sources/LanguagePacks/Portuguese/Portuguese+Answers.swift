import Domain

extension Phrasebook {
  /// Portuguese's words for answers beyond one fact, help's summary and a card's labels. These
  /// sentences get a country's bare name, which Portuguese puts before a colon or beside another
  /// ("Entre França e Espanha…") rather than where it would want its article; a region's name
  /// follows "região" ("na região Europa Ocidental"), since it too would want one.
  public static let portuguese = Phrasebook(
    language: .portuguese,
    sentences: portugueseEconomy.merging([
      .group: "{value}: {count}: {other}.",
      .groupWorld: "O mundo",
      .groupLanguage: "Países onde se fala {value}",
      .groupCurrency: "Países que usam a moeda {value}",
      .superlativeMost: "Em primeiro lugar {scope}, em {measure}: {country}.",
      .superlativeLeast: "Em último lugar {scope}, em {measure}: {country}.",
      .comparison: "Entre {country} e {other}, a resposta é {country}, em {measure}.",
      .inTheWorld: "no mundo",
      .inRegion: "na região {value}",
      .byArea: "área ({value})",
      .byPopulation: "população ({value})",
      .byNeighbours: "número de vizinhos ({value})",
      .and: "e",
      .andBeforeI: "e",
      .or: "ou",
      .inhabitants: "habitantes",
      .independent: "independentes",
      .inEnglish: "Em inglês: {value}.",
      .searchMatches:
        "Países cujo nome corresponde a «{value}» ({count}), por ordem de semelhança:\n{other}",
      .searchNone: "Nenhum nome de país contém «{value}».",
      .nearestTo:
        "{country}: os países mais próximos, pela distância entre os centros que os dados indicam:\n"
        + "{other}",
      .nearestYou: "Localização aproximada: {value}. Os países mais próximos de si:\n{other}",
      .distanceApart: "Entre {country} e {other} há {value} de distância, de centro a centro.",
      .distanceFromYou: "{country}: a {value} de si (localização aproximada: {other}).",
      .summaryOneCountry: "os dados de um país ({value})",
      .summaryClue: "a que país pertence {value}",
      .summarySet: "que países {value}",
      .summaryRanking: "{value}",
    ]) { economy, _ in economy },
    // Where the locale data's name does not fit after "região" ("Região da Micronésia") or is
    // Brazilian ("Caribe").
    regions: [
      "Central Europe": "Europa Central", "Southeast Europe": "Europa do Sudeste",
      "Caribbean": "Caraíbas", "Micronesia": "Micronésia",
    ],
    cardLabels: [
      .officialName: "Nome oficial", .capital: "Capital", .capitals: "Capitais",
      .population: "População", .area: "Área", .region: "Região", .language: "Língua",
      .languages: "Línguas", .currency: "Moeda", .currencies: "Moedas",
      .neighbours: "Vizinhos", .callingCode: "Indicativo telefónico", .timeZone: "Fuso horário",
      .timeZones: "Fusos horários", .drivesOn: "Lado de condução", .data: "Dados",
      .none: "não tem", .noneListed: "nenhuma indicada", .noneOfItsOwn: "nenhuma própria",
      .noLandBorders: "nenhum (sem fronteiras terrestres)", .unknown: "desconhecido",
      .left: "esquerdo", .right: "direito",
      .regionalCodes: "{value} (e {count} indicativos regionais)",
      .dataAsOf: "{value}, à data de {other}", .people: "{value} habitantes",
      .bundled: "cópia incluída", .cache: "cache local", .live: "obtidos em linha",
    ],
    // Masculine, as after "países" and "idiomas"; sentences whose noun is feminine say the count
    // otherwise ("O número de capitais … é dois").
    smallNumbers: [
      "zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez",
    ],
    numbers: NumberMarks(group: ".", decimal: ","))
}
