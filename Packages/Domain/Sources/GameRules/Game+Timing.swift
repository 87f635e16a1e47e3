/// The time a round game spends on each question: the seconds from the moment a round is asked
/// (the game's start, or the mark of the round before) to its mark, kept in the game's text.
extension Game {
  /// The longest time a round keeps, in seconds (2:46:39): a longer one is kept as this (and the
  /// round after it is timed from then), so the text of a game's times stays short.
  public static let longestRound = 9_999
  /// The most rounds a game times: more than a game asks (`defaultRounds`), so the signed context
  /// of the largest game a context can hold stays within its kilobyte.
  public static let timedRounds = 12

  /// When the current round was asked: the game's start plus the seconds of the rounds marked.
  var askedAt: Int {
    startedAt + seconds.reduce(0, +)
  }

  /// Counts the seconds of the round just marked at `now`.
  mutating func time(at now: Int) {
    guard seconds.count == marks.count - 1, seconds.count < Self.timedRounds else { return }
    let now = min(max(now, Self.times.lowerBound), Self.times.upperBound)
    seconds.append(min(max(0, now - askedAt), Self.longestRound))
  }

  /// The seconds spent on each round put to the player: those marked, and the one open when the
  /// game ended (up to its end). Nil for a round whose time the game does not hold (a game
  /// started before times were kept).
  public var secondsPerRound: [Int?] {
    (0..<roundsAsked).map { index in
      if index < seconds.count { return seconds[index] }
      guard index == marks.count, seconds.count == marks.count, let endedAt else { return nil }
      return min(max(0, endedAt - askedAt), Self.longestRound)
    }
  }

  static func text(seconds: [Int]) -> String {
    "t" + seconds.map(String.init).joined(separator: ",")
  }

  /// The seconds in `part` ("t4,12,3"): one a round marked at most, each in range; nil otherwise.
  static func seconds(_ part: Substring, marks: Int) -> [Int]? {
    guard part.first == "t", part.utf8.count <= timedRounds * 5 else { return nil }
    let body = part.dropFirst()
    guard !body.isEmpty else { return [] }
    var seconds: [Int] = []
    for item in body.split(separator: ",", omittingEmptySubsequences: false) {
      guard item.utf8.count <= 4, let value = Int(item), (0...longestRound).contains(value)
      else { return nil }
      seconds.append(value)
    }
    return seconds.count <= min(marks, timedRounds) ? seconds : nil
  }
}
