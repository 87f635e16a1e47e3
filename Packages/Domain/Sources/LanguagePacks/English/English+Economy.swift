import Domain

/// The figures in English: population density, GDP, GDP per person, HDI and Gini index. `{value}`
/// is the figure as English writes it ("1,169 people per km²", "4,121 billion US dollars", "0.786",
/// "51.6"), `{date}` the date of the data it comes from, `{population}` and `{area}` the numbers a
/// figure is computed from, `{year}` a Gini index's year. `.measure` names the figure in a ranking
/// or a comparison.
extension FactTable {
  static let englishEconomy: [Intent: FactWords] = [
    .density: FactWords(
      cues: [
        "density", "population density", "dense", "densely", "densely populated", "denser",
        "densest", "people per km2", "people per square kilometre", "people per square kilometer",
        "inhabitants per km2", "per km2", "per square kilometre", "per square kilometer",
        "people per square km", "per square km", "per sq km", "people per sq km",
      ],
      exact: ["dense", "denser"],
      allowedTopics: ["density", "densely", "dense"],
      asks: "population density", example: "What is the population density of {country}?",
      says: [
        .one: "{the country} has {value} ({population} people on {area}, {date} data).",
        .none:
          "My data has no population density for {the country}: it gives it no people or no land.",
        .measure: "population density ({value})",
      ]),
    .gdp: FactWords(
      cues: [
        "gdp", "gross domestic product", "nominal gdp", "total gdp", "economy of",
        "size of the economy", "economic output",
      ],
      exact: ["gdp"],
      allowedTopics: ["gdp", "economy"],
      asks: "GDP", example: "What is the GDP of {country}?",
      says: [
        .one: "The GDP of {the country} is {value} (REST Countries v4 data of {date}).",
        .none: "My data has no GDP for {the country}.",
        .measure: "GDP ({value})",
      ]),
    .gdpPerCapita: FactWords(
      cues: [
        "gdp per capita", "per capita", "gdp per person", "per person", "per head",
        "gdp per head", "income per person", "income per capita", "per capita income",
        "per inhabitant",
      ],
      allowedTopics: ["gdp", "economy", "per", "capita"],
      asks: "GDP per person", example: "What is the GDP per capita of {country}?",
      says: [
        .one:
          "The GDP per person of {the country} is {value}: its GDP (REST Countries v4 data of {date}) divided by its {population} inhabitants.",
        .none: "My data has no GDP for {the country}, so no GDP per person.",
        .unreliable:
          "I will not give a GDP per person for {the country}: its GDP (REST Countries v4 data of {date}) divided by its {population} inhabitants gives {value}, too few people or too odd a figure to mean something.",
        .measure: "GDP per person ({value})",
      ]),
    .hdi: FactWords(
      cues: ["hdi", "human development index", "human development"],
      exact: ["hdi"],
      asks: "Human Development Index", example: "What is the HDI of {country}?",
      says: [
        .one:
          "The Human Development Index (HDI) of {the country} is {value} (REST Countries v4 data of {date}).",
        .none: "My data has no Human Development Index for {the country}.",
        .measure: "HDI ({value})",
      ]),
    .gini: FactWords(
      cues: [
        "gini", "gini index", "gini coefficient", "unequal", "inequality", "income inequality",
      ],
      exact: ["gini"],
      allowedTopics: ["income"],
      asks: "Gini index (inequality)", example: "What is the Gini index of {country}?",
      says: [
        .one:
          "The Gini index of {the country} is {value} ({year}; 0 is complete equality of incomes, 100 the greatest inequality).",
        .none: "My data has no Gini index for {the country}.",
        .measure: "Gini index ({value}, {year})",
      ]),
  ]
}

extension Phrasebook {
  /// Money and figures in English.
  static let englishEconomy: [Kind: String] = [
    .billionDollars: "{value} billion US dollars",
    .millionDollars: "{value} million US dollars",
    .dollars: "{value} US dollars",
    .perSquareKilometre: "{value} people per km²",
    .rankedAmong: "Compared: {count} of {other} countries; the data has no figure for the others.",
  ]
}

extension PlaceWords {
  /// What a ranking of the figures measures, and the words for its ends, in English.
  static let englishEconomy: PlaceWords = {
    var words = PlaceWords()
    // Rich and poor do not say by which figure: alone, they rank nothing.
    words.figureOrders = [
      "rich", "richest", "richer", "wealthy", "wealthiest", "wealthier", "poor", "poorest",
      "poorer",
    ]
    words.measures = [
      "density": .density, "dense": .density, "densely": .density, "denser": .density,
      "densest": .density, "gdp": .gdp, "capita": .gdpPerCapita, "person": .gdpPerCapita,
      "head": .gdpPerCapita, "hdi": .hdi, "gini": .gini, "unequal": .gini, "inequality": .gini,
    ]
    words.superlatives = [
      "richest": .most, "wealthiest": .most, "poorest": .least, "densest": .most,
    ]
    words.comparatives = [
      "richer": .most, "wealthier": .most, "poorer": .least, "denser": .most,
    ]
    return words
  }()
}
