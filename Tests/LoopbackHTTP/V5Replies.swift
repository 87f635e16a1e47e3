import Domain
import Foundation

/// Hosted REST Countries v5 pages made from a dataset (the fields the quiz reads).
public enum V5Replies {
  public static func page(_ countries: [Country], more: Bool) -> Data {
    let objects: [[String: Any]] = countries.map { country in
      [
        "names": [
          "common": country.names.common, "official": country.names.official,
          "alternates": country.names.alternates,
        ],
        "codes": ["alpha_2": country.cca2, "alpha_3": country.cca3, "ccn3": country.ccn3],
        "capitals": country.capitals.map { ["name": $0] },
        "flag": [
          "emoji": country.flag.emoji, "url_png": country.flag.pngURL,
          "url_svg": country.flag.svgURL,
        ],
        "population": country.population, "region": country.region, "subregion": country.subregion,
        "_match": ["score": 1],
      ]
    }
    let envelope: [String: Any] = [
      "data": ["objects": objects, "meta": ["count": objects.count, "limit": 100, "more": more]]
    ]
    return (try? JSONSerialization.data(withJSONObject: envelope)) ?? Data()
  }
}
