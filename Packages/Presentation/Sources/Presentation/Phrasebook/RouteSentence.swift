import Domain
import LanguagePacks

/// A land route worded by the fact's sentences: the chain of countries with its border crossings
/// and countries, then the bridges and tunnels it takes (`.then`) and what it does not tell
/// (`.caveat`: borders, not roads; a crossing may be closed); or why there is none: a side
/// with no land border nor link (an island state), the sea between, a country to itself.
enum RouteSentence {
  static func text(for answer: Answer, _ says: [FactForm: String], _ words: SentenceWords)
    -> String?
  {
    guard let route = answer.route else { return nil }
    var values: [String: String] = [:]
    let other = words.name(route.end)
    for (key, form) in [("the other", NameGrammar.Form.the), ("of other", .of), ("in other", .in)] {
      values[key] = words.grammar.country(other, code: route.end.cca2, form)
    }
    values["value"] = route.countries.map(words.name).joined(separator: " → ")
    values["count"] = words.number(route.crossings)
    values["other"] = words.number(route.countries.count)
    let form: FactForm
    switch route.gap {
    case .isolated(let country): form = country == route.start ? .isolated : .otherIsolated
    case .sea: form = .sea
    case nil: form = route.crossings == 0 ? .itself : route.crossings == 1 ? .one : .many
    }
    var parts = [sentence(says[form] ?? "", route.start, values, words)]
    if !route.links.isEmpty {
      values["detail"] = words.list(route.links.map { $0.name(in: answer.language) })
      parts.append(sentence(says[.then] ?? "", route.start, values, words))
    }
    if route.crossings > 0 {
      parts.append(sentence(says[.caveat] ?? "", route.start, values, words))
    }
    return parts.joined(separator: " ")
  }

  private static func sentence(
    _ template: String, _ country: Country, _ values: [String: String], _ words: SentenceWords
  ) -> String {
    var values = values
    words.addForms(of: country, usedBy: template, to: &values)
    return Wording.capitalized(Placeholders.fill(template, with: values, mergingFullStops: true))
  }
}
