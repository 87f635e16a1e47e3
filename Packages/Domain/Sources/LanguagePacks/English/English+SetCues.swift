import Domain

/// How English asks for the countries of a group: a region, a language, a currency.
extension FactWords {
  public static let countriesInRegion = FactWords(
    keywords: setNouns,
    phrases: [["make", "up"], ["how", "many", "countries"]])

  public static let countriesByLanguage = FactWords(
    keywords: languageWords.union(["official"]),
    phrases: [["where", "is"], ["where", "are"], ["how", "many", "countries"]],
    requires: setNouns.union(["where", "country"]))

  public static let countriesByCurrency = FactWords(
    keywords: currencyWords.union(currencyUnits).union(["use", "uses", "using"]),
    phrases: [["where", "is"], ["where", "are"], ["how", "many", "countries"]],
    requires: setNouns.union(["where", "who", "country"]),
    exact: currencyUnits.union(["use", "uses", "using"]))
}
