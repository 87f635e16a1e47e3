import Domain

extension Country {
  /// The country's name alone as `language` writes it in a list ("Pérou", "Bahamas"): the data's
  /// translation, or its common name in English and where the data has none. A name-them-all's
  /// members are ordered, and its letters matched, by it: the names the wording shows must agree
  /// (`GamePhrasebook.plainName`; Presentation's `GameLanguageTests` checks them).
  func listName(in language: Domain.Language) -> String { name(in: language) }

  /// The country's capitals as `language` writes them ("Pékin"), from `CapitalNames`.
  func capitals(in language: Domain.Language) -> [String] {
    guard language != .english else { return capitals }
    return capitals.map { CapitalNames.name($0, of: self, in: language) }
  }
}

extension String {
  /// The text without leading and trailing whitespace, as a guess is compared.
  var withoutOuterWhitespace: String {
    guard let start = firstIndex(where: { !$0.isWhitespace }),
      let end = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[start...end])
  }
}
