import Domain
import LanguagePacks

/// A one-country fact worded by its language's pack, the same way in every language: the form the
/// answer takes (`FactForm`), the values its sentence needs, and the country's name in the forms
/// the language's grammar makes (`{the country}`, `{of country}`, `{in country}`). Answers that are
/// more than one fact (sets, rankings, places) are worded by `CompositeSentence`.
enum FactSentence {
  static func text(for answer: Answer) -> String? {
    let pack = LanguagePack(answer.language)
    guard let says = pack.fact(answer.intent)?.says, !says.isEmpty else { return nil }
    let words = SentenceWords(pack)
    if answer.intent == .countriesInOrganisation {
      return MembershipSentence.members(answer, says, words, pack.organisations)
    }
    if case .group(let group) = answer.subject {
      return members(of: group, answer, says, words)
    }
    if answer.intent.isAboutWhoGoverns {
      return GovernsSentence.text(for: answer, pack, says, words)
    }
    if answer.intent == .landRoute { return RouteSentence.text(for: answer, says, words) }
    guard let country = answer.countries.first else { return nil }
    var values: [String: String] = [:]
    let form = fill(&values, for: answer, country, words)
    let template = says[form] ?? ""
    words.addForms(of: country, usedBy: template, to: &values)
    let text = Placeholders.fill(template, with: values, mergingFullStops: true)
    return Wording.capitalized(text) + englishNames(of: answer, words)
  }

  /// The English names of the countries the answer names (a clue's country, the neighbours), after
  /// the sentence, where the language's own names differ: readers and searches know countries by
  /// them too. Empty in English, or when every name is the same.
  private static func englishNames(of answer: Answer, _ words: SentenceWords) -> String {
    guard words.names != nil else { return "" }
    let named: [Country]
    switch answer.intent {
    case .borders: named = answer.related
    case .reverseCapital, .reverseFlag, .reverseIsoCode, .reverseVehicleCode:
      named = answer.countries
    default: return ""
    }
    guard
      named.contains(where: {
        TextFolding.fold(words.name($0)) != TextFolding.fold($0.names.common)
      })
    else { return "" }
    let english = words.list(named.map(\.names.common))
    return " " + words.book.text(.inEnglish, ["value": english])
  }

  /// The form of `answer`'s sentence, with the values it needs added to `values`.
  private static func fill(
    _ values: inout [String: String], for answer: Answer, _ country: Country,
    _ words: SentenceWords
  ) -> FactForm {
    func list(_ items: [String], _ form: FactForm = .one) -> FactForm {
      values["value"] = words.list(items)
      values["count"] = words.count(items.count)
      return items.isEmpty ? .none : items.count == 1 ? form : .many
    }
    switch answer.intent {
    case .capital, .reverseCapital: return list(words.capitals(country))
    case .isoCode, .reverseIsoCode:
      values["value"] = country.cca2
      values["other"] = country.cca3
    case .flag, .reverseFlag: values["value"] = country.flag.emoji
    case .population:
      values["value"] = words.people(country.population)
      values["date"] = DataNotice.day(answer.provenance.asOf)
    case .area: values["value"] = words.area(country.area)
    case .currency:
      values["the value"] = words.list(country.currencies.map { words.currency($0, .the) })
      return list(country.currencies.map { words.currency($0, nil) }) == .none ? .none : .one
    case .languages: return list(country.languages.map(words.language))
    case .region: return region(&values, country, words)
    case .borders: return list(answer.related.map(words.name))
    case .callingCode: return callingCode(&values, country, words)
    case .timezones: return list(country.timezones)
    case .tld: return list(country.topLevelDomains)
    case .demonym:
      // The data's demonym in the answer's language where it has one (French), else English's,
      // which the other packs' sentences say is English.
      guard let demonym = country.demonyms[answer.language.rawValue] ?? country.demonym else {
        return .none
      }
      values["value"] = demonym.male
      values["other"] = demonym.female
      return demonym.male == demonym.female ? .one : .pair
    case .drivingSide:
      switch country.drivingSide {
      case .left: return .left
      case .right: return .right
      default: return .none
      }
    case .flagDescription:
      values["value"] = country.flag.emoji
      values["other"] = country.flag.description
      return country.flag.description.isEmpty ? .none : .one
    case .overview: values["value"] = words.overview(country, answer.provenance)
    case .shape: return CountryShape.of(country.cca2) == nil ? .none : .one
    case .localTime: return ClockSentence.localTime(&values, answer, words)
    case .timeDifference: return ClockSentence.timeDifference(&values, answer, words)
    case .startOfWeek, .clockFormat, .measurementSystem, .fifaCode, .iocCode, .vehicleCode,
      .reverseVehicleCode, .postalCode, .anthem, .religion:
      return ConventionSentence.fill(&values, answer, country, words)
    case .density, .gdp, .gdpPerCapita, .hdi, .gini:
      return EconomySentence.fill(&values, answer.intent, country, answer.provenance, words)
    case .membership: return MembershipSentence.membership(&values, answer, country, words)
    default:
      if let property = Capability.of(answer.intent).property {
        return property(country) == true ? .yes : .no
      }
    }
    return .one
  }

  /// A yes-or-no fact asked of a group: its members that have it ("Africa: 16 landlocked
  /// countries: …"), or none.
  private static func members(
    of group: CountryGroup, _ answer: Answer, _ says: [FactForm: String], _ words: SentenceWords
  ) -> String {
    let title: String
    switch group {
    case .region(let name): title = words.region(name)
    default: title = words.book.text(.groupWorld)
    }
    let names = answer.countries.map(words.name).sorted {
      TextFolding.fold($0) < TextFolding.fold($1)
    }
    let values = [
      "value": title, "count": words.number(names.count), "other": words.list(names),
    ]
    let form: FactForm = names.isEmpty ? .noMembers : .members
    return Wording.capitalized(
      Placeholders.fill(says[form] ?? "", with: values, mergingFullStops: true))
  }

  private static func region(
    _ values: inout [String: String], _ country: Country, _ words: SentenceWords
  ) -> FactForm {
    values["other"] = words.region(country.region)
    guard !country.subregion.isEmpty else { return .none }
    values["value"] = words.region(country.subregion)
    let continents = country.continents.filter { $0 != country.region }
    guard !continents.isEmpty else { return .one }
    values["continents"] = words.list(country.continents.map(words.region))
    return .many
  }

  /// One code, several, or one root followed by regional codes ("+1", then 201, 202, …).
  private static func callingCode(
    _ values: inout [String: String], _ country: Country, _ words: SentenceWords
  ) -> FactForm {
    let codes = country.callingCodes
    guard let first = codes.first else { return .none }
    values["value"] = first
    values["count"] = words.count(codes.count)
    guard codes.count > 1 else { return .one }
    let roots = Set(codes.map { $0.split(separator: " ").first.map(String.init) ?? $0 })
    guard roots.count == 1, let root = roots.first else {
      values["value"] = words.list(codes)
      return .many
    }
    let suffixes = codes.prefix(3).map { String($0.dropFirst(root.count + 1)) }
    values["value"] = root
    values["other"] = suffixes.joined(separator: ", ") + (codes.count > 3 ? ", …" : "")
    return .pair
  }
}
