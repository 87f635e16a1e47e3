import Domain

/// The English sentence for each kind of answer: the phrasebook. The switch is exhaustive, so a new
/// intent does not build until it has its sentence.
enum FactSentence {
  static func text(for answer: Answer) -> String {
    if [.search, .nearby, .distance].contains(answer.intent) {
      return PlaceSentence.text(for: answer)
    }
    guard let country = answer.countries.first else { return "" }
    let name = ReplyPresenter.displayName(country)
    let title = Wording.capitalized(name)
    switch answer.intent {
    case .capital: return ReplyPresenter.capitalSentence(country)
    case .isoCode: return "The ISO alpha-2 code for \(name) is \(country.cca2)."
    case .flag: return "The flag of \(name) is \(country.flag.emoji)"
    case .countriesByPrefix: return answer.countries.map(\.names.common).joined(separator: ", ")
    case .population:
      return "\(title) has \(Numbers.people(country.population)) inhabitants"
        + " (\(DataNotice.day(answer.provenance.asOf)) data)."
    case .area: return "\(title) covers \(Numbers.area(country.area))."
    case .currency: return currencySentence(country, title)
    case .languages: return languageSentence(country, name, title)
    case .region: return "\(title) is in \(place(of: country))."
    case .borders: return bordersSentence(country, title, answer.related)
    case .callingCode: return callingSentence(country, name, title)
    case .timezones: return timezoneSentence(country, title)
    case .demonym: return demonymSentence(country, name)
    case .drivingSide:
      guard let side = country.drivingSide else {
        return "My data does not say how \(name) drives."
      }
      return "In \(name), traffic drives on the \(side.rawValue)."
    case .tld: return tldSentence(country, name, title)
    case .flagDescription: return flagDescription(country, name)
    case .overview: return Overview.text(country, answer.provenance)
    case .reverseCapital:
      return Wording.sentence(
        "\(Wording.list(country.capitals, conjunction: "and")) "
          + "\(country.capitals.count > 1 ? "are the capitals" : "is the capital") of \(name)")
    case .reverseFlag: return "\(country.flag.emoji) is the flag of \(name)."
    case .reverseIsoCode:
      return "\(country.cca2) (alpha-3 \(country.cca3)) is the ISO code of \(name)."
    case .countriesInRegion, .countriesByLanguage, .countriesByCurrency:
      return GroupSentence.text(for: answer)
    case .superlative, .comparison: return RankingSentence.text(for: answer)
    case .search, .nearby, .distance: return PlaceSentence.text(for: answer)
    }
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

  private static func currencySentence(_ country: Country, _ title: String) -> String {
    guard !country.currencies.isEmpty else {
      return "\(title) has no currency of its own in my data."
    }
    let names = country.currencies.map { currency in
      let symbol = currency.symbol.isEmpty ? "" : ", \(currency.symbol)"
      return "the \(currency.name) (\(currency.code)\(symbol))"
    }
    return "\(title) uses \(Wording.list(names, conjunction: "and"))."
  }

  private static func languageSentence(_ country: Country, _ name: String, _ title: String)
    -> String
  {
    let languages = country.languages.map(\.name)
    switch languages.count {
    case 0: return "My data lists no language for \(name)."
    case 1: return "The language of \(name) is \(languages[0])."
    default:
      let count = Wording.number(languages.count)
      return "\(title) has \(count) languages: \(Wording.list(languages, conjunction: "and"))."
    }
  }

  private static func bordersSentence(_ country: Country, _ title: String, _ neighbours: [Country])
    -> String
  {
    guard !neighbours.isEmpty else { return "\(title) has no land borders." }
    let names = neighbours.map { ReplyPresenter.displayName($0) }
    let count =
      neighbours.count == 1 ? "one country" : "\(Wording.number(neighbours.count)) countries"
    return "\(title) borders \(count): \(Wording.list(names, conjunction: "and"))."
  }

  private static func callingSentence(_ country: Country, _ name: String, _ title: String)
    -> String
  {
    let codes = country.callingCodes
    guard let first = codes.first else { return "My data has no calling code for \(name)." }
    guard codes.count > 1 else { return "The calling code of \(name) is \(first)." }
    let roots = Set(codes.map { $0.split(separator: " ").first.map(String.init) ?? $0 })
    guard roots.count == 1, let root = roots.first else {
      return
        "\(title) has \(codes.count) calling codes: \(Wording.list(codes, conjunction: "and"))."
    }
    let suffixes = codes.prefix(3).map { String($0.dropFirst(root.count + 1)) }
    let more = codes.count > 3 ? ", …" : ""
    return "The calling code of \(name) is \(root), followed by a regional code "
      + "(\(suffixes.joined(separator: ", "))\(more))."
  }

  private static func timezoneSentence(_ country: Country, _ title: String) -> String {
    let zones = country.timezones
    switch zones.count {
    case 0: return "My data has no time zone for \(title)."
    case 1: return "\(title) has one time zone: \(zones[0])."
    default:
      return "\(title) has \(Wording.number(zones.count)) time zones: "
        + "\(Wording.list(zones, conjunction: "and"))."
    }
  }

  private static func demonymSentence(_ country: Country, _ name: String) -> String {
    guard let demonym = country.demonym else { return "My data has no demonym for \(name)." }
    if demonym.male == demonym.female {
      return "People from \(name) are called \(demonym.male)."
    }
    return "A man from \(name) is called \(demonym.male), a woman \(demonym.female)."
  }

  private static func tldSentence(_ country: Country, _ name: String, _ title: String) -> String {
    let domains = country.topLevelDomains
    switch domains.count {
    case 0: return "My data has no internet domain for \(name)."
    case 1: return "The internet domain of \(name) is \(domains[0])."
    default:
      return "\(title) has \(Wording.number(domains.count)) internet domains: "
        + "\(Wording.list(domains, conjunction: "and"))."
    }
  }

  private static func flagDescription(_ country: Country, _ name: String) -> String {
    let description = country.flag.description
    guard !description.isEmpty else {
      return "The flag of \(name) is \(country.flag.emoji); my data does not describe it."
    }
    return "\(country.flag.emoji) \(description)"
  }
}
