import Domain

/// One language's sentence for every kind of reply, as templates over `{country}`, `{value}`,
/// `{count}`, `{other}`, `{measure}`, `{scope}`. English keeps its own code (`FactSentence`); every
/// other language is one of these, in its own file. `PhrasebookContractTests` walks every language
/// and every kind, so no reply falls back to English unnoticed.
struct Phrasebook: Sendable {
  enum Kind: String, CaseIterable, Sendable {
    case capital, capitals, noCapital, isoCode, flag, population, area, currency, noCurrency
    case languages, noLanguage, region, borders, noBorders, callingCode, noCallingCode
    case timezones, demonym, drivesLeft, drivesRight, noDrivingSide, tld, noTld
    case flagDescription, overview, reverseCapital, reverseFlag, reverseIsoCode
    case group, groupWorld, groupLanguage, groupCurrency, superlativeMost, superlativeLeast
    case comparison, inTheWorld, inRegion, byArea, byPopulation, byNeighbours
    case and, inhabitants, independent
    case searchMatches, searchNone, nearestTo, nearestYou, distanceApart, distanceFromYou
  }

  let language: Language
  let sentences: [Kind: String]
  /// Region names locale data lacks (Central Europe), by the data's name.
  let regions: [String: String]
  /// The labels of a country card's rows and the words of a few of its values.
  let cardLabels: [CountryCard.Label: String]

  func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    // A value that ends a sentence with its own full stop ("Washington, D.C.") takes the place of
    // the sentence's.
    Placeholders.fill(sentences[kind] ?? "", with: values, mergingFullStops: true)
  }

  static func of(_ language: Language) -> Phrasebook? {
    switch language {
    case .english: nil
    case .french: .french
    case .spanish: .spanish
    case .german: .german
    case .portuguese: .portuguese
    case .italian: .italian
    }
  }
}
