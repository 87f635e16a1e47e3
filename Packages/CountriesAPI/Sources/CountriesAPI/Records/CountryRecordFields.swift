import Domain

/// One `Country` as one line of `CountryRecordCodec`: the field order is the format.
enum CountryRecordFields {
  static let count = 34
  /// Records written before the other languages' demonyms were added; they read as having none.
  static let withoutDemonymsCount = 33
  /// Records written before the landlocked field was added; they read as not saying.
  static let withoutLandlockedCount = 32
  /// Records written before the map links were added; they read as having none.
  static let withoutMapsCount = 30
  /// Records written before the domain, independence and UN fields were added; they read as unknown.
  static let olderCount = 27
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  static func line(for country: Country) -> String {
    let names = country.names
    let fields: [String] = [
      esc(country.cca2), esc(country.cca3), esc(country.ccn3), esc(names.common),
      esc(names.official),
      localized(names.native), localized(names.translations), list(names.alternates),
      list(country.capitals),
      esc(country.flag.emoji), esc(country.flag.pngURL), esc(country.flag.svgURL),
      esc(country.flag.description),
      String(country.population), number(country.area), esc(country.region), esc(country.subregion),
      country.languages.map { esc($0.code) + "=" + esc($0.name) }.joined(separator: "|"),
      country.currencies.map { [$0.code, $0.name, $0.symbol].map(esc).joined(separator: "=") }
        .joined(separator: "|"),
      list(country.borders), list(country.callingCodes), list(country.timezones),
      country.demonym.map { esc($0.female) + "=" + esc($0.male) } ?? "",
      country.drivingSide?.rawValue ?? "", coordinates(country.coordinates),
      positions(of: country.capitals, in: country.capitalPositions), list(country.continents),
      list(country.topLevelDomains), flag(country.isIndependent), flag(country.isUNMember),
      esc(country.maps.googleMaps), esc(country.maps.openStreetMap), flag(country.isLandlocked),
      localized(
        country.demonyms.all.mapValues {
          Country.LocalizedName(common: $0.female, official: $0.male)
        }),
    ]
    return fields.joined(separator: "\t")
  }

  static func country(from line: Bytes) -> Country? {
    RecordDecoder(isCompiled: false).country(from: line)
  }

  // MARK: - Encoding

  private static func esc(_ value: String) -> String { CountryRecordCodec.escape(value) }

  private static func list(_ values: [String]) -> String { values.map(esc).joined(separator: "|") }

  private static func localized(_ names: [String: Country.LocalizedName]) -> String {
    names.sorted { $0.key < $1.key }
      .map { [$0.key, $0.value.common, $0.value.official].map(esc).joined(separator: "=") }
      .joined(separator: "|")
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func coordinates(_ value: Country.Coordinates?) -> String {
    value.map { number($0.latitude) + "|" + number($0.longitude) } ?? ""
  }

  /// `lat|lng` for each capital in order, empty for one without a position, trailing ones left out: a
  /// single capital's field reads as it did before several were kept.
  private static func positions(
    of capitals: [String], in positions: [String: Country.Coordinates]
  ) -> String {
    var pairs = capitals.map { positions[$0].map(coordinates) ?? "|" }
    while pairs.last == "|" { pairs.removeLast() }
    return pairs.joined(separator: "|")
  }

  private static func flag(_ value: Bool?) -> String {
    value.map { $0 ? "1" : "0" } ?? ""
  }

}
