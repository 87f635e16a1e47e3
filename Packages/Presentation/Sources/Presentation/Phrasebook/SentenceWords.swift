import Domain
import Foundation
import LanguagePacks

/// What a sentence needs of its language beside its template: names and numbers as the language
/// writes them (`LocalNames`, from the data's translations and the locale data; English's own),
/// its grammar's forms of a name, its "and", and the numbers it spells out.
struct SentenceWords {
  let grammar: NameGrammar
  let book: Phrasebook
  /// Nil in English, whose names are the data's and whose numbers are `Numbers`'.
  let names: LocalNames?

  init(_ pack: LanguagePack) {
    grammar = pack.grammar
    book = pack.answers
    names = pack.language == .english ? nil : LocalNames(pack.answers)
  }

  /// The country's name alone, as this language writes it.
  func name(_ country: Country) -> String {
    names?.country(country) ?? country.names.common
  }

  /// The placeholders of a country's name, with the grammar's form each asks for.
  private static let formKeys: [(key: String, form: NameGrammar.Form)] = [
    ("the country", .the), ("of country", .of), ("in country", .in),
  ]

  /// `{country}`, `{the country}`, `{of country}`, `{in country}` for `country`, those `template`
  /// uses: a reply is worded on every request the daemon answers.
  func addForms(of country: Country, usedBy template: String, to values: inout [String: String]) {
    let name = name(country)
    values["country"] = name
    for (key, form) in Self.formKeys where Placeholders.holds(key, in: template) {
      values[key] = grammar.country(name, code: country.cca2, form)
    }
  }

  func list(_ items: [String]) -> String { book.list(items) }

  /// A count as a sentence says it: spelled out while the language has a word for it.
  func count(_ value: Int) -> String {
    value >= 0 && value < book.smallNumbers.count ? book.smallNumbers[value] : number(value)
  }

  func number(_ value: Int) -> String { names?.number(value) ?? Numbers.grouped(value) }

  /// A figure with at most `places` decimals, as the language writes it ("0.786", "0,786").
  func decimal(_ value: Double, places: Int) -> String {
    names?.decimal(value, places: places) ?? Numbers.fixed(value, places: places)
  }

  func people(_ value: Int) -> String { names?.number(value) ?? Numbers.people(value) }

  func area(_ squareKilometres: Double) -> String {
    names?.area(squareKilometres) ?? Numbers.area(squareKilometres)
  }

  func capitals(_ country: Country) -> [String] { names?.capitals(country) ?? country.capitals }

  func language(_ language: Country.Language) -> String {
    names?.language(language) ?? language.name
  }

  /// "euro (EUR, €)"; with `form`, with the article the grammar gives it ("l'euro (EUR, €)").
  func currency(_ currency: Country.Currency, _ form: NameGrammar.Form?) -> String {
    let name = names?.currencyName(currency) ?? currency.name
    let symbol = currency.symbol.isEmpty ? "" : ", \(currency.symbol)"
    let text = "\(name) (\(currency.code)\(symbol))"
    return form.map { grammar.currency(text, $0) } ?? text
  }

  /// A region, subregion or continent of the data, as this language names it.
  func region(_ name: String) -> String {
    names?.region(name) ?? book.regions[name] ?? name
  }

  func overview(_ country: Country, _ provenance: DataProvenance) -> String {
    guard let names else { return Overview.text(country, provenance) }
    return CompositeSentence.overview(country, names, book)
  }
}
