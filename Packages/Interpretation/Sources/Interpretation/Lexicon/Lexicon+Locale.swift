import Domain
import Foundation

extension Lexicon {
  /// This lexicon with the names the locale data gives in its language for the data's regions,
  /// languages and currencies ("Amérique du Sud", "allemand", "franc suisse"), so they need not be
  /// written by hand. English needs none: the data's names are English. In a fixed order: where two
  /// names share a local name ("Antarctic", "Antarctica"), the same one wins in every process, as
  /// in the compiled tables (`CompiledNames`).
  func withLocaleNames(for countries: [Country]) -> Lexicon {
    guard language != .english else { return self }
    let locale = Locale(identifier: language.localeIdentifier)
    var lexicon = self
    for (name, code) in RegionCode.byName.sorted(by: { $0.key < $1.key }) {
      if let local = locale.localizedString(forRegionCode: code) {
        let key = local.lowercased()
        if lexicon.places.regionAliases[key] == nil { lexicon.places.regionAliases[key] = name }
      }
    }
    let languages = Set(countries.flatMap(\.languages)).sorted {
      ($0.code, $0.name) < ($1.code, $1.name)
    }
    for language in languages {
      if let local = locale.localizedString(forLanguageCode: language.code),
        local.lowercased() != language.code
      {
        lexicon.places.languageAliases[local.lowercased()] = language.name
      }
    }
    let currencies = Set(countries.flatMap(\.currencies)).sorted {
      ($0.code, $0.name, $0.symbol) < ($1.code, $1.name, $1.symbol)
    }
    for currency in currencies {
      if let local = locale.localizedString(forCurrencyCode: currency.code),
        local != currency.code
      {
        lexicon.places.currencyAliases[local.lowercased()] = currency.code
      }
    }
    return lexicon
  }
}
