import Domain

/// A v5 record. Unknown keys (`_match`, `_meta`, new fields) are ignored, and every field is read on its
/// own: a malformed one is dropped, not the record.
struct V5CountryDTO: Decodable {
  let names: NamesDTO?
  let codes: CodesDTO?
  let capitals: [CapitalDTO]?
  let flag: FlagDTO?
  let population: Int?
  let area: AreaDTO?
  let region: String?
  let subregion: String?
  let continents: [String]?
  let languages: [LanguageDTO]?
  let currencies: [CurrencyDTO]?
  let borders: [String]?
  let callingCodes: [String]?
  let timezones: [String]?
  let cars: CarsDTO?
  let coordinates: CoordinatesDTO?
  let tlds: [String]?
  let classification: ClassificationDTO?
  let memberships: MembershipsDTO?
  let demonyms: [String: DemonymDTO]?
  let links: LinksDTO?
  let landlocked: Bool?

  enum CodingKeys: String, CodingKey {
    case names, codes, capitals, flag, population, area, region, subregion, continents, languages
    case currencies, borders, timezones, cars, coordinates, tlds, classification, memberships
    case demonyms, links, landlocked
    case callingCodes = "calling_codes"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    names = c.lenient(NamesDTO.self, .names)
    codes = c.lenient(CodesDTO.self, .codes)
    capitals = c.lenientList(CapitalDTO.self, .capitals)
    flag = c.lenient(FlagDTO.self, .flag)
    population = c.lenient(Int.self, .population)
    area = c.lenient(AreaDTO.self, .area)
    region = c.lenient(String.self, .region)
    subregion = c.lenient(String.self, .subregion)
    continents = c.lenientList(String.self, .continents)
    languages = c.lenientList(LanguageDTO.self, .languages)
    currencies = c.lenientList(CurrencyDTO.self, .currencies)
    borders = c.lenientList(String.self, .borders)
    callingCodes = c.lenientList(String.self, .callingCodes)
    timezones = c.lenientList(String.self, .timezones)
    cars = c.lenient(CarsDTO.self, .cars)
    coordinates = c.lenient(CoordinatesDTO.self, .coordinates)
    tlds = c.lenientList(String.self, .tlds)
    classification = c.lenient(ClassificationDTO.self, .classification)
    memberships = c.lenient(MembershipsDTO.self, .memberships)
    demonyms = c.lenient([String: Lenient<DemonymDTO>].self, .demonyms)?.compactMapValues(\.value)
    links = c.lenient(LinksDTO.self, .links)
    landlocked = c.lenient(Bool.self, .landlocked)
  }

  /// `links.{google_maps, open_street_maps, …}`: v3.1's `maps`.
  struct LinksDTO: Decodable {
    let googleMaps: String?
    let openStreetMaps: String?

    enum CodingKeys: String, CodingKey {
      case googleMaps = "google_maps"
      case openStreetMaps = "open_street_maps"
    }
  }

  struct NamesDTO: Decodable {
    let common: String?
    let official: String?
    let native: [String: LocalizedNameDTO]?
    let translations: [String: LocalizedNameDTO]?
    let alternates: [String]?

    enum CodingKeys: String, CodingKey {
      case common, official, native, translations, alternates
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      common = c.lenient(String.self, .common)
      official = c.lenient(String.self, .official)
      native = c.lenient([String: LocalizedNameDTO].self, .native)
      translations = c.lenient([String: LocalizedNameDTO].self, .translations)
      alternates = c.lenientList(String.self, .alternates)
    }
  }

  struct CodesDTO: Decodable {
    let alpha2: String?
    let alpha3: String?
    let ccn3: String?

    enum CodingKeys: String, CodingKey {
      case ccn3
      case alpha2 = "alpha_2"
      case alpha3 = "alpha_3"
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      alpha2 = c.lenient(String.self, .alpha2)
      alpha3 = c.lenient(String.self, .alpha3)
      ccn3 = c.lenient(String.self, .ccn3)
    }
  }

  /// One capital with its own position; `attributes.primary` marks the main one (the order is not).
  struct CapitalDTO: Decodable {
    let name: String
    let coordinates: CoordinatesDTO?
    let isPrimary: Bool

    enum CodingKeys: String, CodingKey {
      case name, coordinates, attributes
    }

    struct AttributesDTO: Decodable {
      let primary: Bool?
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      name = try c.decode(String.self, forKey: .name)
      coordinates = c.lenient(CoordinatesDTO.self, .coordinates)
      isPrimary = c.lenient(AttributesDTO.self, .attributes)?.primary ?? false
    }
  }

  struct FlagDTO: Decodable {
    let emoji: String?
    let pngURL: String?
    let svgURL: String?
    let description: String?

    enum CodingKeys: String, CodingKey {
      case emoji, description
      case pngURL = "url_png"
      case svgURL = "url_svg"
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      emoji = c.lenient(String.self, .emoji)
      pngURL = c.lenient(String.self, .pngURL)
      svgURL = c.lenient(String.self, .svgURL)
      description = c.lenient(String.self, .description)
    }
  }

  struct AreaDTO: Decodable {
    let kilometers: Double?
  }

  struct LanguageDTO: Decodable {
    let name: String
    let code: String?

    enum CodingKeys: String, CodingKey {
      case name
      case code = "iso639_3"
    }
  }

  struct CurrencyDTO: Decodable {
    let code: String
    let name: String?
    let symbol: String?
  }

  struct CarsDTO: Decodable {
    let drivingSide: String?

    enum CodingKeys: String, CodingKey {
      case drivingSide = "driving_side"
    }
  }

  /// `classification.{sovereign, un_member, …}`: v3.1's `independent` and `unMember`.
  struct ClassificationDTO: Decodable {
    let sovereign: Bool?
    let unMember: Bool?

    enum CodingKeys: String, CodingKey {
      case sovereign
      case unMember = "un_member"
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      sovereign = c.lenient(Bool.self, .sovereign)
      unMember = c.lenient(Bool.self, .unMember)
    }
  }

  /// `memberships.{un, eu, nato, …}`: `un` stands in when `classification.un_member` is missing.
  struct MembershipsDTO: Decodable {
    let un: Bool?

    enum CodingKeys: String, CodingKey {
      case un
    }

    init(from decoder: any Decoder) throws {
      un = try decoder.container(keyedBy: CodingKeys.self).lenient(Bool.self, .un)
    }
  }

  /// `demonyms.{lang}.{f, m}`, as in v3.1; the quiz uses `eng`.
  struct DemonymDTO: Decodable {
    let f: String?
    let m: String?

    /// Every language's demonym but English's (kept as `Country.demonym`), by its code.
    static func others(_ demonyms: [String: DemonymDTO]?) -> [String: Country.Demonym] {
      (demonyms ?? [:]).filter { $0.key != "eng" }
        .mapValues { Country.Demonym(female: $0.f ?? "", male: $0.m ?? "") }
    }
  }

  struct CoordinatesDTO: Decodable {
    let lat: Double?
    let lng: Double?

    var value: Country.Coordinates? {
      guard let lat, let lng else { return nil }
      return Country.Coordinates(latitude: lat, longitude: lng)
    }
  }
}
