import Domain
import Foundation

extension Lexicon {
  /// This lexicon with the names the locale data gives in its language for the data's regions,
  /// languages and currencies ("Amérique du Sud", "allemand", "franc suisse"), so they need not be
  /// written by hand. English needs none: the data's names are English.
  func withLocaleNames(for countries: [Country]) -> Lexicon {
    guard language != .english else { return self }
    let locale = Locale(identifier: language.localeIdentifier)
    var lexicon = self
    for (name, code) in RegionCode.byName {
      if let local = locale.localizedString(forRegionCode: code) {
        let key = local.lowercased()
        if lexicon.places.regionAliases[key] == nil { lexicon.places.regionAliases[key] = name }
      }
    }
    for language in Set(countries.flatMap(\.languages)) {
      if let local = locale.localizedString(forLanguageCode: language.code),
        local.lowercased() != language.code
      {
        lexicon.places.languageAliases[local.lowercased()] = language.name
      }
    }
    for currency in Set(countries.flatMap(\.currencies)) {
      if let local = locale.localizedString(forCurrencyCode: currency.code),
        local != currency.code
      {
        lexicon.places.currencyAliases[local.lowercased()] = currency.code
      }
    }
    return lexicon
  }
}
