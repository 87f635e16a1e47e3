import Domain
import Foundation

/// Maps REST Countries v3.1 replies (`/v3.1/all?fields=…`, a top-level array) to countries.
public enum V31CountriesMapper {
  /// The fields the quiz uses, in requests of at most ten (the server's limit), each with `cca3` to merge on.
  public static let fieldGroups: [[String]] = [
    [
      "cca3", "cca2", "ccn3", "name", "capital", "altSpellings", "flag", "flags", "population",
      "region",
    ],
    [
      "cca3", "translations", "area", "subregion", "continents", "languages", "currencies",
      "borders", "idd", "maps",
    ],
    [
      "cca3", "timezones", "demonyms", "car", "latlng", "capitalInfo", "tld", "independent",
      "unMember", "landlocked",
    ],
  ]

  /// Reads one reply into partial records keyed by `cca3`.
  static func records(from data: Data) throws(InvalidCountryData) -> [RecordDTO] {
    if let message = ErrorEnvelopeDTO.message(in: data) {
      throw InvalidCountryData(
        "the server answered with an error: \(IncomingText.cleaned(String(message.prefix(200))))")
    }
    guard let records = try? JSONDecoder().decode([Lenient<RecordDTO>].self, from: data) else {
      throw InvalidCountryData("the reply is not a list of countries")
    }
    return records.map { $0.value ?? RecordDTO() }
  }

  /// Merges the partial replies of `fieldGroups` by `cca3` and maps the complete records.
  public static func map(_ replies: [Data]) throws(InvalidCountryData) -> MappedCountries {
    var decoded: [[RecordDTO]] = []
    for reply in replies { decoded.append(try records(from: reply)) }
    return merge(decoded)
  }

  /// Merges decoded partial replies by `cca3` (the order of the first reply is kept).
  static func merge(_ replies: [[RecordDTO]]) -> MappedCountries {
    var merged: [String: RecordDTO] = [:]
    var order: [String] = []
    var skipped = 0
    for reply in replies {
      for record in reply {
        guard let key = record.cca3, !key.isEmpty else {
          skipped += 1
          continue
        }
        if let existing = merged[key] {
          merged[key] = existing.merging(record)
        } else {
          merged[key] = record
          order.append(key)
        }
      }
    }
    var countries: [Country] = []
    for key in order {
      if let country = merged[key]?.country?.cleaned {
        countries.append(country)
      } else {
        skipped += 1
      }
    }
    return MappedCountries(countries: countries, skipped: skipped)
  }
}

/// One v3.1 record, every field optional: the server leaves out empty ones, and a reply may carry only some.
struct RecordDTO: Decodable {
  var cca2: String?
  var cca3: String?
  var ccn3: String?
  var name: NameDTO?
  var capital: [String]?
  var altSpellings: [String]?
  var flag: String?
  var flags: FlagsDTO?
  var population: Int?
  var region: String?
  var translations: [String: LocalizedNameDTO]?
  var area: Double?
  var subregion: String?
  var continents: [String]?
  var languages: [String: String]?
  var currencies: [String: CurrencyDTO]?
  var borders: [String]?
  var idd: IddDTO?
  var timezones: [String]?
  var demonyms: [String: DemonymDTO]?
  var car: CarDTO?
  var latlng: [Double]?
  var capitalInfo: CapitalInfoDTO?
  var tld: [String]?
  var independent: Bool?
  var unMember: Bool?
  var landlocked: Bool?
  var maps: MapsDTO?

  struct MapsDTO: Decodable {
    let googleMaps: String?
    let openStreetMaps: String?
  }

  struct NameDTO: Decodable {
    let common: String?
    let official: String?
    let nativeName: [String: LocalizedNameDTO]?
  }

  struct FlagsDTO: Decodable {
    let png: String?
    let svg: String?
    let alt: String?
  }

  struct CurrencyDTO: Decodable {
    let name: String?
    let symbol: String?
  }

  struct IddDTO: Decodable {
    let root: String?
    let suffixes: [String]?
  }

  struct DemonymDTO: Decodable {
    let f: String?
    let m: String?

    /// Every language's demonym but English's (kept as `Country.demonym`), by its code.
    static func others(_ demonyms: [String: DemonymDTO]?) -> [String: Country.Demonym] {
      (demonyms ?? [:]).filter { $0.key != "eng" }
        .mapValues { Country.Demonym(female: $0.f ?? "", male: $0.m ?? "") }
    }
  }

  struct CarDTO: Decodable {
    let side: String?
  }

  struct CapitalInfoDTO: Decodable {
    let latlng: [Double]?
  }

  init() {}

  func merging(_ other: RecordDTO) -> RecordDTO {
    var merged = self
    merged.cca2 = cca2 ?? other.cca2
    merged.ccn3 = ccn3 ?? other.ccn3
    merged.name = name ?? other.name
    merged.capital = capital ?? other.capital
    merged.altSpellings = altSpellings ?? other.altSpellings
    merged.flag = flag ?? other.flag
    merged.flags = flags ?? other.flags
    merged.population = population ?? other.population
    merged.region = region ?? other.region
    merged.translations = translations ?? other.translations
    merged.area = area ?? other.area
    merged.subregion = subregion ?? other.subregion
    merged.continents = continents ?? other.continents
    merged.languages = languages ?? other.languages
    merged.currencies = currencies ?? other.currencies
    merged.borders = borders ?? other.borders
    merged.idd = idd ?? other.idd
    merged.timezones = timezones ?? other.timezones
    merged.demonyms = demonyms ?? other.demonyms
    merged.car = car ?? other.car
    merged.latlng = latlng ?? other.latlng
    merged.capitalInfo = capitalInfo ?? other.capitalInfo
    merged.tld = tld ?? other.tld
    merged.independent = independent ?? other.independent
    merged.unMember = unMember ?? other.unMember
    merged.landlocked = landlocked ?? other.landlocked
    merged.maps = maps ?? other.maps
    return merged
  }

  /// The country, or nil when the record lacks what every answer needs (a two-letter code and a name).
  var country: Country? {
    guard let cca2, cca2.isAlpha2Code, let common = name?.common, !common.isEmpty else {
      return nil
    }
    let english = demonyms?["eng"]
    return Country(
      cca2: cca2.uppercased(), cca3: cca3 ?? "", ccn3: ccn3 ?? "",
      names: Country.Names(
        common: common, official: name?.official ?? common,
        native: LocalizedNameDTO.names(name?.nativeName),
        translations: LocalizedNameDTO.names(translations), alternates: altSpellings ?? []),
      capitals: capital ?? [],
      flag: Country.Flag(
        emoji: flag.flatMap { $0.isEmpty ? nil : $0 } ?? cca2.regionalIndicators,
        pngURL: flags?.png ?? "",
        svgURL: flags?.svg ?? "", description: flags?.alt ?? ""),
      population: max(0, population ?? 0), area: max(0, area ?? 0), region: region ?? "",
      subregion: subregion ?? "", continents: continents ?? [],
      languages: (languages ?? [:]).sorted { $0.key < $1.key }.map {
        Country.Language(code: $0.key, name: $0.value)
      },
      currencies: (currencies ?? [:]).sorted { $0.key < $1.key }.map {
        Country.Currency(code: $0.key, name: $0.value.name ?? $0.key, symbol: $0.value.symbol ?? "")
      },
      borders: borders ?? [],
      callingCodes: Self.callingCodes(root: idd?.root ?? "", suffixes: idd?.suffixes ?? []),
      timezones: timezones ?? [],
      demonym: english.map { Country.Demonym(female: $0.f ?? "", male: $0.m ?? "") },
      demonyms: Country.Demonyms(DemonymDTO.others(demonyms)),
      drivingSide: car?.side.flatMap(Country.DrivingSide.init(rawValue:)),
      coordinates: Self.coordinates(latlng),
      capitalPositions: Self.capitalPositions(capital ?? [], capitalInfo?.latlng),
      topLevelDomains: tld ?? [], isIndependent: independent, isUNMember: unMember,
      isLandlocked: landlocked,
      maps: Country.Maps(
        googleMaps: maps?.googleMaps ?? "", openStreetMap: maps?.openStreetMaps ?? ""))
  }

  /// The snapshot's shape (Scripts/make_snapshot.py): one suffix joins its root (`+32`); several keep the
  /// root apart (`+1 201`, `+1 202`, …), so a reply can name the root once instead of 317 codes.
  static func callingCodes(root: String, suffixes: [String]) -> [String] {
    guard !root.isEmpty else { return [] }
    switch suffixes.count {
    case 0: return [root]
    case 1: return [root + suffixes[0]]
    default: return suffixes.map { root + " " + $0 }
    }
  }

  /// v3.1 gives one position, the first capital's (South Africa's is Pretoria's).
  static func capitalPositions(
    _ capitals: [String], _ latlng: [Double]?
  ) -> [String: Country.Coordinates] {
    guard let first = capitals.first, let position = coordinates(latlng) else { return [:] }
    return [first: position]
  }

  static func coordinates(_ values: [Double]?) -> Country.Coordinates? {
    guard let values, values.count == 2 else { return nil }
    return Country.Coordinates(latitude: values[0], longitude: values[1])
  }
}
