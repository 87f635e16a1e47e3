import Domain
import Foundation

/// Maps one page of the hosted REST Countries v5 API (`{"data":{"objects":[…],"meta":{…}}}`) to countries.
public enum V5CountriesMapper {
  /// One page: its countries, skipped records, and whether more pages follow.
  public struct Page: Sendable, Equatable {
    public let mapped: MappedCountries
    public let hasMore: Bool
    /// The documentation's demo key answers with one sample record and `data._demo`, not the data.
    public let isDemo: Bool
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
      hasMore: envelope.data?.meta?.more ?? false, isDemo: envelope.data?.isDemo ?? false)
  }

  private struct EnvelopeDTO: Decodable {
    let data: DataDTO?

    struct DataDTO: Decodable {
      let objects: [Lenient<V5CountryDTO>]?
      let meta: MetaDTO?
      let isDemo: Bool

      enum CodingKeys: String, CodingKey {
        case objects, meta
        case demo = "_demo"
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        objects = try container.decodeIfPresent([Lenient<V5CountryDTO>].self, forKey: .objects)
        meta = container.lenient(MetaDTO.self, .meta)
        isDemo = container.contains(.demo)
      }
    }

    struct MetaDTO: Decodable {
      let more: Bool?
    }
  }
}
