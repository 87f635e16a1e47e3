import Domain
import Foundation

/// REST Countries v3.1 replies made from a dataset, reduced to the requested fields as the real server does.
public enum V31Replies {
  public static func body(for countries: [Country], fields: Set<String>) -> Data {
    let records: [[String: Any]] = countries.map { country in
      var record: [String: Any] = [
        "cca2": country.cca2, "cca3": country.cca3, "ccn3": country.ccn3,
        "name": ["common": country.names.common, "official": country.names.official],
        "capital": country.capitals, "altSpellings": country.names.alternates,
        "flag": country.flag.emoji,
        "flags": [
          "png": country.flag.pngURL, "svg": country.flag.svgURL, "alt": country.flag.description,
        ],
        "population": country.population, "region": country.region, "subregion": country.subregion,
        "translations": country.names.translations.mapValues {
          ["common": $0.common, "official": $0.official]
        },
        "area": country.area, "continents": country.continents,
        "languages": Dictionary(country.languages.map { ($0.code, $0.name) }) { first, _ in first },
        "borders": country.borders, "timezones": country.timezones, "tld": country.topLevelDomains,
        "idd": idd(country.callingCodes),
      ]
      record["currencies"] = Dictionary(
        country.currencies.map { ($0.code, ["name": $0.name, "symbol": $0.symbol]) }
      ) { first, _ in first }
      record["maps"] = [
        "googleMaps": country.maps.googleMaps, "openStreetMaps": country.maps.openStreetMap,
      ]
      // Gson leaves nulls out.
      record["latlng"] = country.coordinates.map { [$0.latitude, $0.longitude] }
      record["car"] = country.drivingSide.map { ["side": $0.rawValue] }
      record["independent"] = country.isIndependent
      record["unMember"] = country.isUNMember
      return record.filter { fields.contains($0.key) }
    }
    return (try? JSONSerialization.data(withJSONObject: records)) ?? Data()
  }

  /// v3.1's `idd` back from the snapshot's calling codes: `+1 201`, `+1 202` share the root `+1`; a
  /// single code (`+32`) is a root without suffixes, which reads back the same.
  static func idd(_ codes: [String]) -> [String: Any] {
    let parts = codes.map { $0.split(separator: " ", maxSplits: 1).map(String.init) }
    guard let root = parts.first?.first else { return [:] }
    return ["root": root, "suffixes": parts.compactMap { $0.count == 2 ? $0[1] : nil }]
  }

  /// The fields asked for in a request target such as `/v3.1/all?fields=cca3,name`.
  public static func fields(in query: [String: String]) -> Set<String> {
    Set((query["fields"] ?? "").split(separator: ",").map(String.init))
  }
}
