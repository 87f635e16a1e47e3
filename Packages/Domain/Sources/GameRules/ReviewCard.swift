/// One item missed in a game, scheduled again by SuperMemo's SM-2: a country in one kind of round (the
/// game's compact round text, "cPE": the capital of Peru; "lSKSI": Slovakia's flag beside
/// Slovenia's), its repetitions in a row answered right,
/// the days until it is due again, its ease factor (×100) and the day it is due (days since 1970).
/// Every number is held to its range, so a card read from a profile cannot make arithmetic trap.
public struct ReviewCard: Sendable, Equatable, Hashable {
  /// The round's compact text: a one-letter kind and an alpha-2 code ("cPE", "fNG").
  public let round: String
  public private(set) var repetitions: Int
  public private(set) var interval: Int
  /// SM-2's ease factor ×100: 130 (1.3) to 300 (3.0); a new card starts at 250.
  public private(set) var ease: Int
  public private(set) var due: Int

  public static let repetitionRange = 0...1_000
  public static let intervalRange = 0...36_500
  public static let easeRange = 130...300
  public static let newEase = 250

  public init?(round: String, repetitions: Int = 0, interval: Int = 0, ease: Int = 250, due: Int) {
    guard let parsed = Game.rounds(round[...]), parsed.count == 1 else { return nil }
    if case .more = parsed[0] { return nil }
    self.round = round
    self.repetitions = Self.held(repetitions, Self.repetitionRange)
    self.interval = Self.held(interval, Self.intervalRange)
    self.ease = Self.held(ease, Self.easeRange)
    self.due = Self.held(due, Game.days)
  }

  /// The round the card asks again.
  public var gameRound: GameRound? { Game.rounds(round[...])?.first }

  /// The card after an answer graded `grade` (SM-2's quality, 0…5) on `day`. A grade of 3 or more
  /// counts a repetition and puts the card off 1, then 6 days, then the last interval times the ease
  /// factor; a lower one starts the repetitions again and leaves the card due that same day, as SM-2
  /// repeats the items it failed within the day's session. The ease factor moves by SM-2's
  /// 0.1 − (5 − q) × (0.08 + (5 − q) × 0.02) after the interval is set, within 1.3…3.0.
  public func reviewed(grade: Int, on day: Int) -> ReviewCard {
    let quality = Self.held(grade, 0...5)
    var card = self
    let day = Self.held(day, Game.days)
    if quality < 3 {
      card.repetitions = 0
      card.interval = 1
      card.due = day
    } else {
      card.repetitions = min(repetitions + 1, Self.repetitionRange.upperBound)
      switch card.repetitions {
      case 1: card.interval = 1
      case 2: card.interval = 6
      default:
        card.interval = Self.held((interval * ease + 50) / 100, Self.intervalRange)
      }
      card.due = Self.held(day + card.interval, Game.days)
    }
    let miss = 5 - quality
    card.ease = Self.held(ease + 10 - miss * (8 + miss * 2), Self.easeRange)
    return card
  }

  /// SM-2's quality of a round's mark: right at once 5, after one hint 4, after more 3; wrong or
  /// skipped 1.
  public static func grade(_ mark: Game.Mark) -> Int {
    switch mark {
    case .right(let hints): hints == 0 ? 5 : hints == 1 ? 4 : 3
    case .wrong, .skipped: 1
    }
  }

  /// Whether the card is due on `day`.
  public func isDue(on day: Int) -> Bool { due <= day }

  /// "cPE:2:6:236:20418": round, repetitions, interval, ease ×100, due day.
  public var text: String {
    [round, String(repetitions), String(interval), String(ease), String(due)].joined(
      separator: ":")
  }

  /// Reads `text`; nil when it is not a card's or a number is out of its range.
  public init?(text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 5, parts.allSatisfy({ $0.utf8.count <= 12 }),
      let repetitions = Int(parts[1]), Self.repetitionRange.contains(repetitions),
      let interval = Int(parts[2]), Self.intervalRange.contains(interval),
      let ease = Int(parts[3]), Self.easeRange.contains(ease),
      let due = Int(parts[4]), Game.days.contains(due)
    else { return nil }
    self.init(
      round: String(parts[0]), repetitions: repetitions, interval: interval, ease: ease, due: due)
  }

  private static func held(_ value: Int, _ range: ClosedRange<Int>) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
