import Foundation

/// What a person keeps from one conversation to the next: their favourite countries (and, as features
/// need them, more). It travels beside the conversation, not in the daemon's signed context: the
/// terminal keeps it in a file, the web page in the browser's storage, and the engine returns the
/// changed copy. Decoding is lenient, since the copy comes from outside: an unreadable field is dropped,
/// never the whole profile.
public struct Profile: Sendable, Equatable, Hashable, Codable {
  /// Alpha-2 codes, in the order they were added.
  public var favourites: [String]

  public init(favourites: [String] = []) {
    self.favourites = Self.codes(favourites)
  }

  public var isEmpty: Bool { self == Profile() }

  /// The profile's JSON (keys sorted, so equal profiles give equal bytes).
  public var json: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)) ?? Data("{}".utf8)
  }

  /// The profile in `json`, or nil when it is not a JSON object.
  public init?(json: Data) {
    guard let profile = try? JSONDecoder().decode(Profile.self, from: json) else { return nil }
    self = profile
  }

  private enum Keys: String, CodingKey { case favourites }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(
      favourites: (try? container.decodeIfPresent([String].self, forKey: .favourites)) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(favourites, forKey: .favourites)
  }

  /// Upper-case alpha-2 codes, each once, in their first order; anything else is dropped.
  static func codes(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.compactMap { value in
      let code = value.uppercased()
      guard code.utf8.count == 2, code.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }),
        seen.insert(code).inserted
      else { return nil }
      return code
    }
  }
}
