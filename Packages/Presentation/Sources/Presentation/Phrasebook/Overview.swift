import Domain

/// A few lines about one country: "tell me about Japan", or "Japan" alone.
enum Overview {
  static func text(_ country: Country, _ provenance: DataProvenance) -> String {
    let name = Wording.capitalized(ReplyPresenter.displayName(country))
    var facts: [String] = []
    if !country.capitals.isEmpty {
      let word = country.capitals.count > 1 ? "capitals" : "capital"
      facts.append("\(word) \(Wording.list(country.capitals, conjunction: "and"))")
    }
    facts.append(
      "population \(Numbers.people(country.population)) (\(DataNotice.day(provenance.asOf)) data)")
    facts.append("area \(Numbers.area(country.area))")
    if !country.languages.isEmpty {
      let word = country.languages.count > 1 ? "languages" : "language"
      facts.append("\(word) \(Wording.list(country.languages.map(\.name), conjunction: "and"))")
    }
    if !country.currencies.isEmpty {
      let word = country.currencies.count > 1 ? "currencies" : "currency"
      let names = country.currencies.map { "\($0.name) (\($0.code))" }
      facts.append("\(word) \(Wording.list(names, conjunction: "and"))")
    }
    let official =
      country.names.official == country.names.common
      ? "" : " (\(country.names.official))"
    return "\(country.flag.emoji) \(name)\(official) is in \(place(of: country)): "
      + facts.joined(separator: "; ") + "."
  }

  /// "Southern Europe, in Europe", with the continents where they say more.
  static func place(of country: Country) -> String {
    var text =
      country.subregion.isEmpty ? country.region : "\(country.subregion), in \(country.region)"
    let continents = country.continents.filter { $0 != country.region }
    if !continents.isEmpty {
      let word = country.continents.count > 1 ? "continents" : "continent"
      text += " (\(word): \(Wording.list(country.continents, conjunction: "and")))"
    }
    return text
  }
}
