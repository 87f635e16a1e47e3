import Domain
import LanguagePacks

/// A country at a glance, for shells that draw it (a block in the terminal, a card in the page, the
/// `card` object of a JSON reply): the structured facts, and the same facts worded as labelled rows so
/// that every shell shows them alike without wording anything itself. A card is in one language (the
/// reply's): names, capitals, regions, languages, currencies, numbers and labels are that language's;
/// the labels are in its `Phrasebook` (`cardLabels`), English's below.
public struct CountryCard: Sendable, Equatable {
  /// The words of the rows: labels, and the words of a few values.
  typealias Label = CardLabel

  /// One labelled row: "Capital" → "Tokyo".
  public struct Fact: Sendable, Equatable {
    public let label: String
    public let value: String
  }

  /// A link to the country elsewhere: "OpenStreetMap" → its page.
  public struct Link: Sendable, Equatable {
    public let label: String
    public let url: String
  }

  public let code: String
  public let flagEmoji: String
  /// The data's flag image (PNG), empty when it has none.
  public let flagImageURL: String
  public let flagDescription: String
  public let commonName: String
  public let officialName: String
  public let capitals: [String]
  public let population: Int
  /// Square kilometres.
  public let area: Double
  public let region: String
  public let subregion: String
  public let languages: [String]
  public let currencies: [Country.Currency]
  /// Neighbours by alpha-2 code and common name, sorted by name.
  public let neighbours: [(code: String, name: String)]
  public let callingCodes: [String]
  public let timezones: [String]
  public let drivingSide: Country.DrivingSide?
  public let links: [Link]
  /// The day the data is from, and where it came from ("bundled", "cache", "live").
  public let dataAsOf: String
  public let dataSource: String
  public let dataOrigin: String
  /// The language the card is worded in.
  public let language: Language

  public init(
    _ country: Country, neighbours: [Country], provenance: DataProvenance,
    in language: Language = .english
  ) {
    self.language = language
    let names = Phrasebook.of(language).map(LocalNames.init)
    code = country.cca2
    flagEmoji = country.flag.emoji
    flagImageURL = country.flag.pngURL
    flagDescription = country.flag.description
    commonName = names?.country(country) ?? country.names.common
    let translated = country.names.translation(in: language.rawValue)?.official ?? ""
    officialName =
      language == .english || translated.isEmpty ? country.names.official : translated
    capitals = names?.capitals(country) ?? country.capitals
    population = country.population
    area = country.area
    region = names.map { $0.region(country.region) } ?? country.region
    subregion = names.map { $0.region(country.subregion) } ?? country.subregion
    languages = country.languages.map { names?.language($0) ?? $0.name }
    currencies = country.currencies.map { currency in
      guard let names else { return currency }
      let name = names.localeName(ofCurrency: currency.code) ?? currency.name
      return Country.Currency(code: currency.code, name: name, symbol: currency.symbol)
    }
    let named = neighbours.map { ($0.cca2, names?.country($0) ?? $0.names.common) }
    // The data sorts neighbours by their English names; another language's names sort anew.
    self.neighbours =
      names == nil ? named : named.sorted { TextFolding.fold($0.1) < TextFolding.fold($1.1) }
    callingCodes = country.callingCodes
    timezones = country.timezones
    drivingSide = country.drivingSide
    links = [
      Link(label: "OpenStreetMap", url: country.maps.openStreetMap),
      Link(label: "Google Maps", url: country.maps.googleMaps),
    ].filter { Self.isWebAddress($0.url) }
    dataAsOf = DataNotice.day(provenance.asOf)
    dataSource = provenance.source
    dataOrigin = provenance.origin.rawValue
  }

  public static func == (lhs: CountryCard, rhs: CountryCard) -> Bool {
    lhs.code == rhs.code && lhs.dataAsOf == rhs.dataAsOf && lhs.dataSource == rhs.dataSource
      && lhs.facts == rhs.facts && lhs.links == rhs.links
  }

  /// The title line: flag and common name.
  public var title: String { flagEmoji.isEmpty ? commonName : "\(flagEmoji) \(commonName)" }

  /// The card's word for `label`, in its language.
  func word(_ label: Label, _ values: [String: String] = [:]) -> String {
    Placeholders.fill(
      LanguagePack(language).answers.cardLabels[label] ?? "", with: values)
  }

  private var names: LocalNames? { Phrasebook.of(language).map(LocalNames.init) }

  private func number(_ value: Int) -> String {
    names?.number(value) ?? Numbers.grouped(value)
  }

  /// Every fact as a labelled row, in the order a card shows them; a fact the data lacks says so.
  public var facts: [Fact] {
    var rows: [Fact] = []
    func add(_ label: Label, _ value: String) {
      rows.append(Fact(label: word(label), value: value))
    }
    if officialName != commonName { add(.officialName, officialName) }
    add(capitals.count > 1 ? .capitals : .capital, list(capitals, none: word(.none)))
    add(.population, number(population))
    add(.area, names?.area(area) ?? Numbers.area(area))
    add(.region, [subregion, region].filter { !$0.isEmpty }.joined(separator: ", "))
    add(languages.count > 1 ? .languages : .language, list(languages, none: word(.noneListed)))
    add(
      currencies.count > 1 ? .currencies : .currency,
      list(currencies.map(Self.currency), none: word(.noneOfItsOwn)))
    add(.neighbours, list(neighbours.map(\.name), none: word(.noLandBorders)))
    add(.callingCode, callingCode)
    add(timezones.count > 1 ? .timeZones : .timeZone, list(timezones, none: word(.unknown)))
    add(
      .drivesOn,
      drivingSide.map { word($0 == .left ? .left : .right) } ?? word(.unknown))
    let origin: Label =
      switch dataOrigin {
      case "bundled": .bundled
      case "cache": .cache
      default: .live
      }
    add(.data, word(.dataAsOf, ["value": word(origin), "other": dataAsOf]))
    return rows
  }

  /// The few facts a compact card shows (a list of favourites): capital, population, region.
  public var summary: String {
    var parts: [String] = []
    if let capital = capitals.first { parts.append(capital) }
    parts.append(word(.people, ["value": number(population)]))
    let place = subregion.isEmpty ? region : subregion
    if !place.isEmpty { parts.append(place) }
    return parts.joined(separator: " · ")
  }

  private var callingCode: String {
    guard let first = callingCodes.first else { return word(.none) }
    guard callingCodes.count > 3 else { return callingCodes.joined(separator: ", ") }
    let root = first.split(separator: " ").first.map(String.init) ?? first
    return word(.regionalCodes, ["value": root, "count": number(callingCodes.count)])
  }

  private func list(_ items: [String], none: String) -> String {
    items.isEmpty ? none : items.joined(separator: ", ")
  }

  private static func currency(_ currency: Country.Currency) -> String {
    let symbol = currency.symbol.isEmpty ? "" : ", \(currency.symbol)"
    return "\(currency.name) (\(currency.code)\(symbol))"
  }

  /// Only http(s) addresses become links: the data is untrusted, and a `javascript:` URL is not a map.
  private static func isWebAddress(_ url: String) -> Bool {
    let lower = url.lowercased()
    return (lower.hasPrefix("https://") || lower.hasPrefix("http://"))
      && !url.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" })
  }
}
