import Domain
import Foundation

/// Maps one page of the hosted REST Countries v5 API (`{"data":{"objects":[…],"meta":{…}}}`) to countries.
public enum V5CountriesMapper {
  /// One page: its countries, skipped records, and whether more pages follow.
  public struct Page: Sendable, Equatable {
    public let mapped: MappedCountries
    public let hasMore: Bool
  }

  public static func map(_ data: Data) throws(InvalidCountryData) -> Page {
    guard let envelope = try? JSONDecoder().decode(EnvelopeDTO.self, from: data),
      let objects = envelope.data?.objects
    else {
      if let message = ErrorEnvelopeDTO.message(in: data) {
        throw InvalidCountryData(
          "the server answered with an error: \(IncomingText.cleaned(String(message.prefix(200))))")
      }
      throw InvalidCountryData("the reply has no data.objects list")
    }
    let countries = objects.compactMap { $0.value?.country?.cleaned }
    return Page(
      mapped: MappedCountries(countries: countries, skipped: objects.count - countries.count),
      hasMore: envelope.data?.meta?.more ?? false)
  }

  private struct EnvelopeDTO: Decodable {
    let data: DataDTO?

    struct DataDTO: Decodable {
      let objects: [Lenient<CountryDTO>]?
      let meta: MetaDTO?
    }

    struct MetaDTO: Decodable {
      let more: Bool?
    }
  }

  /// A v5 record; unknown keys (`_match`, `_meta`, new fields) are ignored, every field is optional.
  private struct CountryDTO: Decodable {
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

    enum CodingKeys: String, CodingKey {
      case names, codes, capitals, flag, population, area, region, subregion, continents, languages
      case currencies, borders, timezones, cars, coordinates
      case callingCodes = "calling_codes"
    }

    struct NamesDTO: Decodable {
      let common: String?
      let official: String?
      let native: [String: LocalizedNameDTO]?
      let translations: [String: LocalizedNameDTO]?
      let alternates: [String]?
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
    }

    struct CapitalDTO: Decodable {
      let name: String?
      let coordinates: CoordinatesDTO?
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
    }

    struct AreaDTO: Decodable {
      let kilometers: Double?
    }

    struct LanguageDTO: Decodable {
      let name: String?
      let code: String?

      enum CodingKeys: String, CodingKey {
        case name
        case code = "iso639_3"
      }
    }

    struct CurrencyDTO: Decodable {
      let code: String?
      let name: String?
      let symbol: String?
    }

    struct CarsDTO: Decodable {
      let drivingSide: String?

      enum CodingKeys: String, CodingKey {
        case drivingSide = "driving_side"
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

    var country: Country? {
      guard let code = codes?.alpha2, code.isAlpha2Code, let common = names?.common,
        !common.isEmpty
      else {
        return nil
      }
      let emoji = flag?.emoji.flatMap { $0.isEmpty ? nil : $0 } ?? code.regionalIndicators
      return Country(
        cca2: code.uppercased(), cca3: codes?.alpha3 ?? "", ccn3: codes?.ccn3 ?? "",
        names: Country.Names(
          common: common, official: names?.official ?? common,
          native: LocalizedNameDTO.names(names?.native),
          translations: LocalizedNameDTO.names(names?.translations),
          alternates: names?.alternates ?? []),
        capitals: (capitals ?? []).compactMap(\.name),
        flag: Country.Flag(
          emoji: emoji, pngURL: flag?.pngURL ?? "", svgURL: flag?.svgURL ?? "",
          description: flag?.description ?? ""),
        population: max(0, population ?? 0), area: max(0, area?.kilometers ?? 0),
        region: region ?? "",
        subregion: subregion ?? "", continents: continents ?? [],
        languages: (languages ?? []).compactMap { language in
          language.name.map { Country.Language(code: language.code ?? "", name: $0) }
        },
        currencies: (currencies ?? []).compactMap { currency in
          currency.code.map {
            Country.Currency(code: $0, name: currency.name ?? $0, symbol: currency.symbol ?? "")
          }
        },
        borders: borders ?? [],
        callingCodes: (callingCodes ?? []).map { $0.hasPrefix("+") ? $0 : "+" + $0 },
        timezones: timezones ?? [],
        drivingSide: cars?.drivingSide.flatMap(Country.DrivingSide.init(rawValue:)),
        coordinates: coordinates?.value, capitalCoordinates: capitals?.first?.coordinates?.value)
    }
  }
}
