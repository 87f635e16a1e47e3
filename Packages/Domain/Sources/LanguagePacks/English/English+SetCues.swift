import Domain

/// How English asks for the countries of a group: a region, a language, a currency.
extension FactWords {
  public static let countriesInRegion = FactWords(
    keywords: setNouns,
    // "every country in Africa" asks for the set, in the singular.
    phrases: [
      ["make", "up"], ["how", "many", "countries"], ["every", "country"], ["each", "country"],
      ["every", "nation"], ["each", "nation"],
    ])

  public static let countriesByLanguage = FactWords(
    keywords: languageWords.union(["official"]),
    phrases: [["where", "is"], ["where", "are"], ["how", "many", "countries"]],
    requires: setNouns.union(["where", "country"]))

  public static let countriesByCurrency = FactWords(
    keywords: currencyWords.union(currencyUnits).union(["use", "uses", "using"]),
    phrases: [["where", "is"], ["where", "are"], ["how", "many", "countries"]],
    requires: setNouns.union(["where", "who", "country"]),
    exact: WordList(currencyUnits).union(["use", "uses", "using"]))
}
