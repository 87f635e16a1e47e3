import Domain
import Foundation
import LanguagePacks

/// Names and numbers in a reply's language: countries from the data's translations, capitals from
/// `CapitalNames`, languages, currencies and regions from the locale data (CLDR) Foundation carries,
/// numbers in the locale's format ("1 411 778 724", written by the pack's `NumberMarks`).
struct LocalNames {
  let phrasebook: Phrasebook

  init(_ phrasebook: Phrasebook) {
    self.phrasebook = phrasebook
  }

  /// Made when a reply names a language, a currency or a region: Foundation keeps it once made.
  /// Making it for every reply loaded ICU's locale data, a megabyte of a capital question's resident
  /// memory in French.
  private var locale: Locale { Locale(identifier: phrasebook.language.localeIdentifier) }

  func country(_ country: Country) -> String {
    country.name(in: phrasebook.language)
  }

  /// The country's name in this language, followed by its English name where that differs, so a
  /// reader of either recognises it ("Österreich (Austria)").
  func countryAlsoInEnglish(_ country: Country) -> String {
    let local = self.country(country)
    guard TextFolding.fold(local) != TextFolding.fold(country.names.common) else { return local }
    return "\(local) (\(country.names.common))"
  }

  func capitals(_ country: Country) -> [String] {
    country.capitals.map { CapitalNames.name($0, of: country, in: phrasebook.language) }
  }

  func language(_ language: Country.Language) -> String {
    LocaleNames.lookup(.language, language.code, in: phrasebook.language)
      .orAsking { locale.localizedString(forLanguageCode: language.code) } ?? language.name
  }

  /// The locale data's name of a currency, as it heads a card's row ("Yen japonais"); nil when the
  /// locale data has none.
  func localeName(ofCurrency code: String) -> String? {
    LocaleNames.lookup(.currency, code, in: phrasebook.language)
      .orAsking { locale.localizedString(forCurrencyCode: code) }
  }

  func currency(_ currency: Country.Currency) -> String {
    "\(currencyName(currency)) (\(currency.code))"
  }

  /// The currency's name alone, as it reads inside a sentence ("dirham marocain").
  func currencyName(_ currency: Country.Currency) -> String {
    inRunningText(localeName(ofCurrency: currency.code) ?? currency.name)
  }

  /// A currency's name as it reads inside a sentence: the locale data capitalises some ("Iene
  /// japonês"), where Portuguese, like French, Spanish and Italian, writes "iene japonês"; German
  /// capitalises every noun. A name in capitals ("CFA") is left as it is.
  private func inRunningText(_ name: String) -> String {
    guard phrasebook.language != .german, let first = name.first, first.isUppercase,
      name.dropFirst().first?.isLowercase == true
    else { return name }
    return first.lowercased() + name.dropFirst()
  }

  func region(_ name: String) -> String {
    if let local = phrasebook.regions[name] { return local }
    guard let code = RegionCode.byName[name] else { return name }
    return LocaleNames.lookup(.region, code, in: phrasebook.language)
      .orAsking { locale.localizedString(forRegionCode: code) } ?? name
  }

  /// Figures in the pack's marks (`NumberMarks`), as the locale data writes them.
  func number(_ value: Int) -> String {
    phrasebook.numbers.integer(value)
  }

  /// At most `places` decimals, in the locale's format ("0,786", "4.121").
  func decimal(_ value: Double, places: Int) -> String {
    phrasebook.numbers.decimal(value, places: places)
  }

  func area(_ squareKilometres: Double) -> String {
    phrasebook.numbers.decimal(squareKilometres, places: 2) + " km²"
  }

  func list(_ items: [String]) -> String { phrasebook.list(items) }
}
