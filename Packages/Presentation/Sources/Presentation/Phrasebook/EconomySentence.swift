import Domain
import LanguagePacks

/// The values of the figures' sentences (density, GDP, GDP per person, HDI, Gini index), written
/// the way the answer's language writes numbers, with its words for money and for people per km²
/// (`Phrasebook.billionDollars` …, in each pack's `<Language>+Economy.swift`).
enum EconomySentence {
  /// The figures answered here, by their fact.
  static let intents: Set<Intent> = [.density, .gdp, .gdpPerCapita, .hdi, .gini]

  /// The values `country`'s sentence of `intent` needs, and its form: `.none` where the data has
  /// no figure, `.unreliable` for a GDP per person that would mislead.
  static func fill(
    _ values: inout [String: String], _ intent: Intent, _ country: Country,
    _ provenance: DataProvenance, _ words: SentenceWords
  ) -> FactForm {
    values["date"] = Economy.asOf
    switch intent {
    case .density:
      guard let density = country.density else { return .none }
      values["value"] = perSquareKilometre(density, words)
      values["population"] = words.number(country.population)
      values["area"] = words.area(country.area)
      values["date"] = DataNotice.day(provenance.asOf)
    case .gdp:
      guard let gdp = country.gdp else { return .none }
      values["value"] = dollars(gdp, words)
    case .gdpPerCapita:
      guard let perPerson = country.gdpPerCapita else { return .none }
      values["value"] = dollars(perPerson.value, words)
      values["population"] = words.number(country.population)
      return perPerson.isReliable ? .one : .unreliable
    case .hdi:
      guard let hdi = country.hdi else { return .none }
      values["value"] = words.decimal(hdi, places: 3)
    case .gini:
      guard let gini = country.gini else { return .none }
      values["value"] = words.decimal(gini.value, places: 1)
      values["year"] = String(gini.year)
    default: return .none
    }
    return .one
  }

  /// How a ranking or a comparison by `measure` words `country`'s figure, from the fact's
  /// `.measure` sentence; nil for the measures worded otherwise (area, population, neighbours).
  static func measure(
    _ country: Country, _ measure: Ranking.Measure, _ answer: Answer, _ words: SentenceWords
  ) -> String? {
    guard let intent = measure.intent, intents.contains(intent),
      let template = LanguagePack(words.book.language).fact(intent)?.says[.measure]
    else { return nil }
    var values: [String: String] = [:]
    _ = fill(&values, intent, country, answer.provenance, words)
    return Placeholders.fill(template, with: values)
  }

  /// "1,169 people per km²", "0.026 people per km²".
  private static func perSquareKilometre(_ value: Double, _ words: SentenceWords) -> String {
    words.book.text(.perSquareKilometre, ["value": figure(value, words)])
  }

  /// "4,121 billion US dollars", "217.8 million US dollars", "74,785 US dollars".
  static func dollars(_ value: Double, _ words: SentenceWords) -> String {
    if value >= 1e9 {
      return words.book.text(.billionDollars, ["value": figure(value / 1e9, words)])
    }
    if value >= 1e6 {
      return words.book.text(.millionDollars, ["value": figure(value / 1e6, words)])
    }
    return words.book.text(.dollars, ["value": words.number(Int(value.rounded()))])
  }

  /// Three significant digits or more: whole from 100 up, one decimal from 10, two from 1, and
  /// enough below 1 to show three ("0.0236").
  private static func figure(_ value: Double, _ words: SentenceWords) -> String {
    var places = value >= 100 ? 0 : value >= 10 ? 1 : 2
    var scaled = value
    while scaled > 0 && scaled < 1 && places < 8 {
      scaled *= 10
      places += 1
    }
    return words.decimal(value, places: places)
  }
}
