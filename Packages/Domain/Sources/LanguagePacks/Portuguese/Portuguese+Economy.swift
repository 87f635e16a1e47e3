import Domain

/// Os valores em português: densidade populacional, PIB, PIB per capita, IDH e índice de Gini.
/// `{value}` é o valor escrito em português («1169 habitantes por km²», «4121 mil milhões de
/// dólares americanos»), `{date}` a data dos dados, `{population}` e `{area}` os números de que um
/// valor sai, `{year}` o ano de um índice de Gini. `.measure` nomeia o valor numa classificação ou
/// numa comparação.
extension FactTable {
  static let portugueseEconomy: [Intent: FactWords] = [
    .density: FactWords(
      cues: [
        "densidade", "densidade populacional", "densidade demografica", "densidade de populacao",
        "denso", "densa", "densamente", "densamente povoado", "densamente povoada",
        "habitantes por km2", "por km2",
      ],
      exact: ["denso", "densa"],
      asks: "densidade populacional",
      example: "Qual é a densidade populacional {of country}?",
      says: [
        .one:
          "A densidade populacional {of country} é de {value} ({population} habitantes em {area}, dados de {date}).",
        .none:
          "Os meus dados não têm densidade populacional para {the country}: não lhe dão habitantes ou área.",
        .measure: "densidade populacional ({value})",
      ]),
    .gdp: FactWords(
      cues: ["pib", "produto interno bruto"],
      exact: ["pib"],
      asks: "PIB", example: "Qual é o PIB {of country}?",
      says: [
        .one: "O PIB {of country} é de {value} (dados do REST Countries v4 de {date}).",
        .none: "Os meus dados não têm PIB para {the country}.",
        .measure: "PIB ({value})",
      ]),
    .gdpPerCapita: FactWords(
      cues: [
        "pib per capita", "per capita", "renda per capita", "rendimento per capita",
        "pib por habitante", "por habitante", "por pessoa",
      ],
      asks: "PIB per capita", example: "Qual é o PIB per capita {of country}?",
      says: [
        .one:
          "O PIB per capita {of country} é de {value}: o PIB (dados do REST Countries v4 de {date}) dividido por {population} habitantes.",
        .none: "Os meus dados não têm PIB para {the country}, logo também não têm PIB per capita.",
        .unreliable:
          "Não dou um PIB per capita para {the country}: o PIB (dados do REST Countries v4 de {date}) dividido por {population} habitantes dá {value}, poucos habitantes ou um valor estranho demais para ter sentido.",
        .measure: "PIB per capita ({value})",
      ]),
    .hdi: FactWords(
      cues: ["idh", "indice de desenvolvimento humano", "desenvolvimento humano"],
      exact: ["idh"],
      asks: "índice de desenvolvimento humano (IDH)",
      example: "Qual é o índice de desenvolvimento humano {of country}?",
      says: [
        .one:
          "O índice de desenvolvimento humano (IDH) {of country} é de {value} (dados do REST Countries v4 de {date}).",
        .none: "Os meus dados não têm índice de desenvolvimento humano para {the country}.",
        .measure: "IDH ({value})",
      ]),
    .gini: FactWords(
      cues: ["gini", "indice de gini", "coeficiente de gini", "desigual", "desigualdade"],
      exact: ["gini"],
      asks: "índice de Gini (desigualdade)",
      example: "Qual é o índice de Gini {of country}?",
      says: [
        .one:
          "O índice de Gini {of country} é de {value} ({year}; 0 é a igualdade total de rendimentos, 100 a maior desigualdade).",
        .none: "Os meus dados não têm índice de Gini para {the country}.",
        .measure: "índice de Gini ({value}, {year})",
      ]),
  ]
}

extension Phrasebook {
  /// O dinheiro e os valores em português.
  static let portugueseEconomy: [Kind: String] = [
    .billionDollars: "{value} mil milhões de dólares americanos",
    .millionDollars: "{value} milhões de dólares americanos",
    .dollars: "{value} dólares americanos",
    .perSquareKilometre: "{value} habitantes por km²",
    .rankedAmong:
      "Comparados: {count} de {other} países; os dados não têm valor para os restantes.",
  ]
}

extension PlaceWords {
  /// O que mede uma classificação dos valores, e as palavras dos seus extremos, em português.
  static let portugueseEconomy: PlaceWords = {
    var words = PlaceWords()
    // Rich and poor do not say by which figure: alone, they rank nothing.
    words.figureOrders = ["rico", "rica", "ricos", "ricas", "pobre", "pobres"]
    words.measures = [
      "densidade": .density, "denso": .density, "densa": .density, "densamente": .density,
      "pib": .gdp, "capita": .gdpPerCapita, "habitante": .gdpPerCapita, "pessoa": .gdpPerCapita,
      "idh": .hdi, "gini": .gini, "desigual": .gini, "desigualdade": .gini,
    ]
    words.superlatives = [
      "rico": .most, "rica": .most, "pobre": .least, "denso": .most, "densa": .most,
      "alto": .most, "alta": .most, "elevado": .most, "elevada": .most, "baixo": .least,
      "baixa": .least, "desigual": .most,
    ]
    words.comparatives = ["pobre": .least, "baixo": .least, "baixa": .least]
    return words
  }()
}
