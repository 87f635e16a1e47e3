import Domain
import Foundation

/// Countries read from a response, and how many records were skipped as unusable.
public struct MappedCountries: Sendable, Equatable {
  public let countries: [Country]
  public let skipped: Int

  public init(countries: [Country], skipped: Int) {
    self.countries = countries
    self.skipped = skipped
  }
}

/// Why a response is not country data, in words safe to show (never the raw decoder error).
public struct InvalidCountryData: Error, Sendable, Equatable {
  public let reason: String

  public init(_ reason: String) {
    self.reason = reason
  }
}

/// A name in one language, as both APIs spell it (`{"common":…,"official":…}`).
struct LocalizedNameDTO: Decodable {
  let common: String?
  let official: String?

  /// The names that have at least a common form; the official one defaults to it.
  static func names(_ dtos: [String: LocalizedNameDTO]?) -> [String: Country.LocalizedName] {
    (dtos ?? [:]).compactMapValues { dto in
      dto.common.map { Country.LocalizedName(common: $0, official: dto.official ?? $0) }
    }
  }
}

/// Decodes whatever the element is, or nothing: one bad record must not sink the others.
struct Lenient<Value: Decodable>: Decodable {
  let value: Value?

  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}

/// The error envelope both APIs use (`{"errors":[{"message":…}]}`, with `"success":false` on the retired host).
struct ErrorEnvelopeDTO: Decodable {
  let success: Bool?
  let errors: [MessageDTO]?
  let message: String?

  struct MessageDTO: Decodable {
    let message: String?
  }

  /// The server's own message when the body is an error envelope.
  static func message(in data: Data) -> String? {
    guard let envelope = try? JSONDecoder().decode(ErrorEnvelopeDTO.self, from: data) else {
      return nil
    }
    if let message = envelope.errors?.compactMap(\.message).first { return message }
    if envelope.success == false { return "the server reported a failure" }
    return envelope.message
  }
}

extension String {
  /// The flag emoji of an alpha-2 code, for records that lack one.
  var regionalIndicators: String {
    let scalars = uppercased().unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }
    return String(String.UnicodeScalarView(scalars))
  }

  var isAlpha2Code: Bool {
    utf8.count == 2 && utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
  }
}
