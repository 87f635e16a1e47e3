/// What a person's games leave behind, kept in their profile: per topic (a kind of round game,
/// "flags"; a name-them-all's countries, "name-all:r:South America") the best score, the games
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

  /// By topic (`key(of:)`): a round game's `Game.Mode` raw value, or a name-them-all's mode and
  /// target ("name-all:r:South America"). A profile written before topics holds a name-them-all's
  /// record under "name-all": it still loads.
  public var records: [String: Record]
  /// Rounds missed, as the game's compact round text ("cPE": the capital of Peru), oldest first.
  public var review: [String]
  /// The last daily challenge finished: its day (days since 1970) and its first result. Playing
  /// that day's challenge again is a replay, which does not overwrite it.
  public var daily: Daily?
  /// The rounds missed, each scheduled again by SM-2 (`ReviewCard`), by round text; at most
  /// `cardLimit`.
  public var cards: [ReviewCard]

  public struct Daily: Sendable, Equatable, Hashable, Codable {
    public let day: Int
    public let score: Int

    /// Each number held to its range, as a record's are.
    public init(day: Int, score: Int) {
      self.day = min(max(day, Game.days.lowerBound), Game.days.upperBound)
      self.score = min(max(score, 0), Game.maximumRounds * Game.pointsPerRound)
    }

    private enum Keys: String, CodingKey { case day, score }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      self.init(
        day: try container.decode(Int.self, forKey: .day),
        score: try container.decode(Int.self, forKey: .score))
    }
  }

  /// The most rounds kept for review; older ones make way.
  static let reviewLimit = 30
  /// How many reviewed rounds a game asks before new ones.
  static let reviewPerGame = 3

  /// The most topics a profile keeps: the ones played last stay.
  static let topicLimit = 200

  public init(
    records: [String: Record] = [:], review: [String] = [], daily: Daily? = nil,
    cards: [ReviewCard] = []
  ) {
    self.daily = daily
    self.cards = Self.kept(cards)
    self.records = Dictionary(
      uniqueKeysWithValues: records.filter { Self.isKey($0.key) }
        .sorted { ($0.value.lastDay, $1.key) > ($1.value.lastDay, $0.key) }.prefix(Self.topicLimit)
        .map { ($0.key, $0.value) })
    self.review = Array(review.filter { Game.rounds($0[...])?.count == 1 }.suffix(Self.reviewLimit))
  }

  public var isEmpty: Bool { records.isEmpty && review.isEmpty && daily == nil && cards.isEmpty }

  /// The first result of `game`'s day when `game` is a daily challenge played again that day.
  public func replayed(_ game: Game) -> Daily? {
    guard game.mode == .daily, let day = game.day, daily?.day == day else { return nil }
    return daily
  }

  public func record(of mode: Game.Mode) -> Record? { records[mode.rawValue] }

  /// The record of `game`'s topic.
  public func record(of game: Game) -> Record? { records[Self.key(of: game)] }

  /// What a game's record is kept by: its kind of round game, or a name-them-all's countries.
  public static func key(of game: Game) -> String {
    guard game.mode == .nameAll, let target = game.target else { return game.mode.rawValue }
    return game.mode.rawValue + ":" + Game.text(target)
  }

  /// Whether `key` names a topic: a mode, or a name-them-all's target the codec reads.
  static func isKey(_ key: String) -> Bool {
    if Game.Mode(rawValue: key) != nil { return true }
    let prefix = Game.Mode.nameAll.rawValue + ":"
    guard key.hasPrefix(prefix), key.utf8.count <= prefix.utf8.count + 80 else { return false }
    return Game.target(key.dropFirst(prefix.count)) != nil
  }

  /// The rounds to ask again first in a game of `mode` on `day` (days since 1970): the rounds
  /// missed and not answered right since, and the cards due that day, the longest due first.
  public func reviewRounds(for mode: Game.Mode, on day: Int = Game.days.upperBound) -> [GameRound] {
    let rounds = dueRounds(on: day).compactMap { Game.rounds($0[...])?.first }
    return Array(rounds.filter { Self.fits($0, mode) }.prefix(Self.reviewPerGame))
  }

  /// The records after `game` ended on `day`; true in `isBest` when it beat its topic's best. A
  /// replayed daily challenge leaves the day's result and the records as they were.
  public mutating func record(_ game: Game, day: Int) -> (record: Record, isBest: Bool) {
    let key = Self.key(of: game)
    var record = records[key] ?? Record()
    if replayed(game) != nil { return (record, false) }
    if game.mode == .daily, let day = game.day { daily = Daily(day: day, score: game.score) }
    let isBest = record.played > 0 && game.score > record.best
    record.best = max(record.best, game.score)
    record.played = Record.increment(record.played)
    let day = min(max(day, Game.days.lowerBound), Game.days.upperBound)
    if record.lastDay != day {
      record.streak = record.lastDay == day - 1 ? Record.increment(record.streak) : 1
      record.lastDay = day
    }
    records[key] = record
    if records.count > Self.topicLimit {
      self = GameRecords(records: records, review: review, daily: daily, cards: cards)
    }
    for (index, round) in game.rounds.enumerated() where index < game.marks.count {
      let text = Game.text(round)
      review.removeAll { $0 == text }
      if case .right = game.marks[index] { continue }
      review.append(text)
    }
    review = Array(review.suffix(Self.reviewLimit))
    schedule(game, day: day)
    return (record, isBest)
  }

  private static func fits(_ round: GameRound, _ mode: Game.Mode) -> Bool {
    switch (round, mode) {
    case (.capital, .capitals), (.countryOfCapital, .countries), (.flag, .flags), (.code, .codes),
      (.shape, .shapes):
      true
    case (.more, _): false
    case (.lookAlike, .lookAlike): true
    case (.lookAlike, _): false
    case (_, .mixed): true
    default: false
    }
  }

  private enum Keys: String, CodingKey { case records, review, daily, cards }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let records =
      (try? container.decodeIfPresent([String: Record].self, forKey: .records)) ?? [:]
    self.init(
      records: records,
      review: (try? container.decodeIfPresent([String].self, forKey: .review)) ?? [],
      daily: try? container.decodeIfPresent(Daily.self, forKey: .daily),
      cards: ((try? container.decodeIfPresent([String].self, forKey: .cards)) ?? [])
        .prefix(Self.cardLimit * 2).compactMap(ReviewCard.init(text:)))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(records, forKey: .records)
    try container.encode(review, forKey: .review)
    try container.encodeIfPresent(daily, forKey: .daily)
    if !cards.isEmpty { try container.encode(cards.map(\.text), forKey: .cards) }
  }
}
