import Domain
import Foundation
import LanguagePacks

/// Names and numbers in a reply's language: countries from the data's translations, capitals from
/// `CapitalNames`, languages, currencies and regions from the locale data (CLDR) Foundation carries,
/// numbers in the locale's format ("1 411 778 724").
struct LocalNames {
  let phrasebook: Phrasebook
  let locale: Locale

  init(_ phrasebook: Phrasebook) {
    self.phrasebook = phrasebook
    locale = Locale(identifier: phrasebook.language.localeIdentifier)
  }

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
    locale.localizedString(forLanguageCode: language.code) ?? language.name
  }

  func currency(_ currency: Country.Currency) -> String {
    "\(currencyName(currency)) (\(currency.code))"
  }

  /// The currency's name alone, as it reads inside a sentence ("dirham marocain").
  func currencyName(_ currency: Country.Currency) -> String {
    inRunningText(locale.localizedString(forCurrencyCode: currency.code) ?? currency.name)
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
    return RegionCode.byName[name].flatMap { locale.localizedString(forRegionCode: $0) } ?? name
  }

  func number(_ value: Int) -> String {
    value.formatted(.number.locale(locale))
  }

  /// At most `places` decimals, in the locale's format ("0,786", "4.121").
  func decimal(_ value: Double, places: Int) -> String {
    value.formatted(.number.precision(.fractionLength(0...places)).locale(locale))
  }

  func area(_ squareKilometres: Double) -> String {
    squareKilometres.formatted(.number.precision(.fractionLength(0...2)).locale(locale)) + " km²"
  }

  func list(_ items: [String]) -> String { phrasebook.list(items) }
}
