import Foundation
import GameRules

/// What a person keeps from one conversation to the next: their favourite countries (and, as features
/// need them, more). It travels beside the conversation, not in the daemon's signed context: the
/// terminal keeps it in a file, the web page in the browser's storage, and the engine returns the
/// changed copy. Decoding is lenient, since the copy comes from outside: an unreadable field is dropped,
/// never the whole profile.
public struct Profile: Sendable, Equatable, Hashable, Codable {
  /// Alpha-2 codes, in the order they were added.
  public var favourites: [String]
  /// Best scores and streaks per game mode, and the questions missed, to ask again sooner.
  public var games: GameRecords

  /// The most favourites a profile keeps: "my favourites" shows a card for each, so the reply stays
  /// bounded (about 2 KB a card). A profile read with more keeps the first ones.
  public static let maximumFavourites = 50
  /// The largest profile read, in bytes of JSON: a full one (every favourite, every game's record, the
  /// rounds to review) takes under 2 KB, and the spaced-repetition cards at most 60 × 23 bytes more.
  /// A larger one is refused before it is decoded.
  public static let maximumBytes = 4_096

  public init(favourites: [String] = [], games: GameRecords = GameRecords()) {
    self.favourites = Array(Self.codes(favourites).prefix(Self.maximumFavourites))
    self.games = games
  }

  public var isEmpty: Bool { self == Profile() }

  /// The profile's JSON (keys sorted, so equal profiles give equal bytes).
  public var json: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)) ?? Data("{}".utf8)
  }

  /// The profile in `json`, or nil when it is not a JSON object or is over `maximumBytes`. Read by
  /// `JSONTreeDecoder`: every one-shot of a person with a profile reads it, and Foundation's
  /// `JSONDecoder` cost that 2 MB of resident memory.
  public init?(json: Data) {
    guard json.count <= Self.maximumBytes,
      let profile = JSONTreeDecoder.decode(Profile.self, from: json)
    else { return nil }
    self = profile
  }

  private enum Keys: String, CodingKey { case favourites, games }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(
      favourites: (try? container.decodeIfPresent([String].self, forKey: .favourites)) ?? [],
      games: (try? container.decodeIfPresent(GameRecords.self, forKey: .games)) ?? GameRecords())
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(favourites, forKey: .favourites)
    if !games.isEmpty { try container.encode(games, forKey: .games) }
  }

  /// Upper-case alpha-2 codes, each once, in their first order; anything else is dropped.
  static func codes(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.compactMap { value in
      // Only two ASCII letters are a code: upper-casing "ß" gives "SS", South Sudan's.
      guard value.utf8.count == 2,
        value.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
      else { return nil }
      let code = value.uppercased()
      guard
        seen.insert(code).inserted
      else { return nil }
      return code
    }
  }
}
