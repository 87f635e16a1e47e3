import Foundation

/// A country's everyday conventions and codes: the first day of its week, its FIFA and IOC codes,
/// its international vehicle registration codes, its postcode formats, its national anthem and its
/// main religions (`CountryConventions+Table.swift`, generated and curated by `make conventions`
/// from REST Countries v3.1 and v4); its clock and measurement system from the CLDR data Foundation's
/// `Locale` carries. Keyed by alpha-2 code, like the tz zones: words for every value are the
/// language packs'.
public struct CountryConventions: Sendable, Equatable {
  /// "monday", "sunday" or "saturday"; nil where the data does not say.
  public let startOfWeek: String?
  public let fifaCode: String?
  public let iocCode: String?
  /// Its distinguishing signs in international traffic ("D", "CH"); Chad has two.
  public let vehicleCodes: [String]
  /// Its postcode formats as the data writes them: `#` a digit, `@` a letter ("@# #@@").
  public let postcodeFormats: [String]
  /// The anthem's title; nil where the data names none (or only says "national anthem of …").
  public let anthem: String?
  /// Its religions and irreligion with their shares, largest first, in whole percents (1 % or
  /// more; "other" and "not stated" left out), as of `religionsAsOf`.
  public let religions: [Religion]

  public struct Religion: Sendable, Equatable {
    /// The key the language packs word: "christianity", "islam", "irreligion", "folk" …
    public let name: String
    public let percent: Int
  }

  /// The conventions of the country with alpha-2 code `code`; nil for a code the table lacks.
  public static func of(_ code: String) -> CountryConventions? {
    guard let row = table[code] else { return nil }
    let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 7 else { return nil }
    func value(_ text: String) -> String? { text.isEmpty ? nil : text }
    func list(_ text: String) -> [String] { text.split(separator: "|").map(String.init) }
    return CountryConventions(
      startOfWeek: value(fields[0]), fifaCode: value(fields[1]), iocCode: value(fields[2]),
      vehicleCodes: list(fields[3]), postcodeFormats: list(fields[4]), anthem: value(fields[5]),
      religions: list(fields[6]).compactMap { entry in
        let parts = entry.split(separator: "=")
        guard parts.count == 2, let percent = Int(parts[1]) else { return nil }
        return Religion(name: String(parts[0]), percent: percent)
      })
  }

  /// The alpha-2 codes of the countries whose vehicle code is `sign` (uppercase), in code order.
  public static func countries(withVehicleCode sign: String) -> [String] {
    vehicleCodeIndex[sign] ?? []
  }

  /// Every vehicle code the table holds, to its countries.
  public static let vehicleCodeIndex: [String: [String]] = {
    var index: [String: [String]] = [:]
    for code in table.keys.sorted() {
      for sign in of(code)?.vehicleCodes ?? [] { index[sign, default: []].append(code) }
    }
    return index
  }()
}
