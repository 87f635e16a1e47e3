import Foundation

/// Reply bodies built as the live sources send them, for cases the trimmed fixtures do not show.
enum Payload {
  /// A v5 page: `{"data":{"objects":[…],"meta":{…}}}`, with `extra` keys added to `data`.
  static func v5Page(
    _ objects: [[String: Any]], meta: [String: Any] = ["more": false], extra: [String: Any] = [:]
  ) -> String {
    var data: [String: Any] = ["objects": objects, "meta": meta]
    data.merge(extra) { _, new in new }
    return json(["data": data])
  }

  /// A v5 record with every field the quiz reads, each text ending in `suffix`.
  static func v5Record(code: String = "FR", common: String = "France", suffix: String = "")
    -> [String: Any]
  {
    let s = suffix
    return [
      "names": [
        "common": common + s, "official": "French Republic" + s,
        "native": ["fra": ["common": "France" + s, "official": "République française" + s]],
        "translations": ["deu" + s: ["common": "Frankreich" + s, "official": "Frankreich" + s]],
        "alternates": ["FR" + s, "République française" + s],
      ],
      "codes": ["alpha_2": code, "alpha_3": "FRA" + s, "ccn3": "250" + s],
      "capitals": [
        [
          "name": "Paris" + s, "attributes": ["primary": true],
          "coordinates": ["lat": 48.87, "lng": 2.33],
        ]
      ],
      "flag": [
        "emoji": "🇫🇷" + s, "url_png": "https://flags.example/fr.png" + s,
        "url_svg": "https://flags.example/fr.svg" + s, "description": "Blue, white and red." + s,
      ],
      "region": "Europe" + s, "subregion": "Western Europe" + s, "continents": ["Europe" + s],
      "area": ["kilometers": 551695], "population": 68_000_000,
      "currencies": [["code": "EUR" + s, "name": "euro" + s, "symbol": "€" + s]],
      "languages": [["iso639_3": "fra" + s, "name": "French" + s]],
      "calling_codes": ["33" + s], "timezones": ["UTC+01:00" + s], "borders": ["BEL" + s],
      "cars": ["driving_side": "right"], "coordinates": ["lat": 46, "lng": 2],
      "tlds": [".fr" + s], "classification": ["sovereign": true, "un_member": true],
      "demonyms": ["eng": ["f": "French" + s, "m": "French" + s]],
    ]
  }

  /// A v3.1 record (`/v3.1/all` shape) with each text ending in `suffix`.
  static func v31Record(suffix s: String) -> [String: Any] {
    [
      "cca2": "FR", "cca3": "FRA", "ccn3": "250" + s,
      "name": [
        "common": "France" + s, "official": "French Republic" + s,
        "nativeName": ["fra": ["common": "France" + s, "official": "République française" + s]],
      ],
      "capital": ["Paris" + s], "altSpellings": ["FR" + s], "flag": "🇫🇷" + s,
      "flags": ["png": "https://flagcdn.com/w320/fr.png" + s, "alt": "Blue, white and red." + s],
      "population": 68_000_000, "region": "Europe" + s, "subregion": "Western Europe" + s,
      "translations": ["deu": ["common": "Frankreich" + s, "official": "Frankreich" + s]],
      "continents": ["Europe" + s], "languages": ["fra": "French" + s],
      "currencies": ["EUR": ["name": "euro" + s, "symbol": "€" + s]], "borders": ["BEL" + s],
      "idd": ["root": "+3" + s, "suffixes": ["3" + s]], "timezones": ["UTC+01:00" + s],
      "demonyms": ["eng": ["f": "French" + s, "m": "French" + s]], "car": ["side": "right"],
      "tld": [".fr" + s], "independent": true, "unMember": true,
    ]
  }

  static func json(_ value: Any) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: value)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
