/// What a person's games leave behind, kept in their profile: per mode the best score, the games
/// played and the streak of days played in a row; and the rounds missed, asked first in later games
/// (spaced repetition) until answered right. Decoded leniently: a field that cannot be read is empty.
public struct GameRecords: Sendable, Equatable, Hashable, Codable {
  public struct Record: Sendable, Equatable, Hashable, Codable {
    public var best: Int
    public var played: Int
    /// Days in a row with a finished game of the mode, up to `lastDay` (days since 1970).
    public var streak: Int
    public var lastDay: Int

    /// Each number is held to its range (`counts`, `Game.days`), so arithmetic on records cannot overflow.
    public init(best: Int = 0, played: Int = 0, streak: Int = 0, lastDay: Int = 0) {
      func held(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
      }
      self.best = held(best, Self.counts)
      self.played = held(played, Self.counts)
      self.streak = held(streak, Self.counts)
      self.lastDay = held(lastDay, Game.days)
    }

    /// The largest count a record keeps (a game a second for thirty years is fewer): a count read
    /// from a profile is held to it, and counting on from it stays there, so no arithmetic overflows.
    public static let counts = 0...1_000_000_000

    private enum Keys: String, CodingKey { case best, played, streak, lastDay }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      func number(_ key: Keys) -> Int {
        (try? container.decodeIfPresent(Int.self, forKey: key)) ?? 0
      }
      self.init(
        best: number(.best), played: number(.played), streak: number(.streak),
        lastDay: number(.lastDay))
    }

    /// One more of `count`, held to `counts`.
    static func increment(_ count: Int) -> Int {
      min(count, counts.upperBound - 1) + 1
    }
  }

  /// By `Game.Mode` raw value.
  public var records: [String: Record]
  /// Rounds missed, as the game's compact round text ("cPE": the capital of Peru), oldest first.
  public var review: [String]

  /// The most rounds kept for review; older ones make way.
  static let reviewLimit = 30
  /// How many reviewed rounds a game asks before new ones.
  static let reviewPerGame = 3

  public init(records: [String: Record] = [:], review: [String] = []) {
    self.records = records
    self.review = Array(review.filter { Game.rounds($0[...])?.count == 1 }.suffix(Self.reviewLimit))
  }

  public var isEmpty: Bool { records.isEmpty && review.isEmpty }

  public func record(of mode: Game.Mode) -> Record? { records[mode.rawValue] }

  /// The rounds to ask again first in a game of `mode`.
  public func reviewRounds(for mode: Game.Mode) -> [GameRound] {
    let rounds = review.compactMap { Game.rounds($0[...])?.first }
    return Array(rounds.filter { Self.fits($0, mode) }.prefix(Self.reviewPerGame))
  }

  /// The records after `game` ended on `day`; true in `isBest` when it beat the mode's best.
  public mutating func record(_ game: Game, day: Int) -> (record: Record, isBest: Bool) {
    var record = records[game.mode.rawValue] ?? Record()
    let isBest = record.played > 0 && game.score > record.best
    record.best = max(record.best, game.score)
    record.played = Record.increment(record.played)
    let day = min(max(day, Game.days.lowerBound), Game.days.upperBound)
    if record.lastDay != day {
      record.streak = record.lastDay == day - 1 ? Record.increment(record.streak) : 1
      record.lastDay = day
    }
    records[game.mode.rawValue] = record
    for (index, round) in game.rounds.enumerated() where index < game.marks.count {
      let text = Game.text(round)
      review.removeAll { $0 == text }
      if case .right = game.marks[index] { continue }
      review.append(text)
    }
    review = Array(review.suffix(Self.reviewLimit))
    return (record, isBest)
  }

  private static func fits(_ round: GameRound, _ mode: Game.Mode) -> Bool {
    switch (round, mode) {
    case (.capital, .capitals), (.countryOfCapital, .countries), (.flag, .flags), (.code, .codes):
      true
    case (.more, _): false
    case (_, .mixed): true
    default: false
    }
  }

  private enum Keys: String, CodingKey { case records, review }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let records =
      (try? container.decodeIfPresent([String: Record].self, forKey: .records)) ?? [:]
    self.init(
      records: records.filter { Game.Mode(rawValue: $0.key) != nil },
      review: (try? container.decodeIfPresent([String].self, forKey: .review)) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(records, forKey: .records)
    try container.encode(review, forKey: .review)
  }
}
