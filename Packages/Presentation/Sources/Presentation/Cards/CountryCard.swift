import Domain

/// A country at a glance, for shells that draw it (a block in the terminal, a card in the page, the
/// `card` object of a JSON reply): the structured facts, and the same facts worded as labelled rows so
/// that every shell shows them alike without wording anything itself.
public struct CountryCard: Sendable, Equatable {
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

  public init(_ country: Country, neighbours: [Country], provenance: DataProvenance) {
    code = country.cca2
    flagEmoji = country.flag.emoji
    flagImageURL = country.flag.pngURL
    flagDescription = country.flag.description
    commonName = country.names.common
    officialName = country.names.official
    capitals = country.capitals
    population = country.population
    area = country.area
    region = country.region
    subregion = country.subregion
    languages = country.languages.map(\.name)
    currencies = country.currencies
    self.neighbours = neighbours.map { ($0.cca2, $0.names.common) }
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

  /// Every fact as a labelled row, in the order a card shows them; a fact the data lacks says so.
  public var facts: [Fact] {
    var rows: [Fact] = []
    func add(_ label: String, _ value: String) { rows.append(Fact(label: label, value: value)) }
    if officialName != commonName { add("Official name", officialName) }
    add(capitals.count > 1 ? "Capitals" : "Capital", list(capitals, none: "none"))
    add("Population", Numbers.grouped(population))
    add("Area", Numbers.area(area))
    add("Region", [subregion, region].filter { !$0.isEmpty }.joined(separator: ", "))
    add(languages.count > 1 ? "Languages" : "Language", list(languages, none: "none listed"))
    add(
      currencies.count > 1 ? "Currencies" : "Currency",
      list(currencies.map(Self.currency), none: "none of its own"))
    add("Neighbours", list(neighbours.map(\.name), none: "none (no land borders)"))
    add("Calling code", callingCode)
    add(timezones.count > 1 ? "Time zones" : "Time zone", list(timezones, none: "unknown"))
    add("Drives on", drivingSide.map { "the \($0.rawValue)" } ?? "unknown")
    add("Data", "\(dataOrigin == "bundled" ? "bundled snapshot" : dataOrigin) as of \(dataAsOf)")
    return rows
  }

  /// The few facts a compact card shows (a list of favourites): capital, population, region.
  public var summary: String {
    var parts: [String] = []
    if let capital = capitals.first { parts.append(capital) }
    parts.append("\(Numbers.grouped(population)) people")
    let place = subregion.isEmpty ? region : subregion
    if !place.isEmpty { parts.append(place) }
    return parts.joined(separator: " · ")
  }

  private var callingCode: String {
    guard let first = callingCodes.first else { return "none" }
    guard callingCodes.count > 3 else { return callingCodes.joined(separator: ", ") }
    let root = first.split(separator: " ").first.map(String.init) ?? first
    return "\(root) (and \(Numbers.grouped(callingCodes.count)) regional codes)"
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

extension CountryCard {
  /// The card as a JSON object: the structured facts, the worded rows (`facts`) and the links.
  public var jsonObject: JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("code", code)
    json.add("flag", flagEmoji)
    json.add("image", flagImageURL.isEmpty ? nil : flagImageURL)
    json.add("flagDescription", flagDescription)
    json.add("name", commonName)
    json.add("officialName", officialName)
    json.add("capitals", capitals)
    json.add("population", integer: population)
    json.add("area", number: area)
    json.add("region", region)
    json.add("subregion", subregion)
    json.add("languages", languages)
    json.add(
      "currencies",
      objects: currencies.map { currency in
        var object = JSONObjectWriter()
        object.add("code", currency.code)
        object.add("name", currency.name)
        object.add("symbol", currency.symbol)
        return object
      })
    json.add(
      "neighbours",
      objects: neighbours.map { neighbour in
        var object = JSONObjectWriter()
        object.add("code", neighbour.code)
        object.add("name", neighbour.name)
        return object
      })
    json.add("callingCodes", callingCodes)
    json.add("timezones", timezones)
    json.add("drivingSide", drivingSide?.rawValue)
    var maps = JSONObjectWriter()
    for link in links {
      maps.add(link.label == "OpenStreetMap" ? "openStreetMap" : "googleMaps", link.url)
    }
    json.add("maps", object: maps)
    json.add(
      "links",
      objects: links.map { link in
        var object = JSONObjectWriter()
        object.add("label", link.label)
        object.add("url", link.url)
        return object
      })
    json.add(
      "facts",
      objects: facts.map { fact in
        var object = JSONObjectWriter()
        object.add("label", fact.label)
        object.add("value", fact.value)
        return object
      })
    json.add("summary", summary)
    json.add("dataAsOf", dataAsOf)
    json.add("dataSource", dataSource)
    json.add("dataOrigin", dataOrigin)
    return json
  }
}
