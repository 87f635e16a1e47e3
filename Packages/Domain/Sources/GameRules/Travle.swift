import Domain

/// A route game's state: the two ends, by code, how many countries a shortest route has between
/// them, the countries named (hints' included) in order, the hints taken and whether the named
/// countries join the ends. The conversation's context holds it encrypted.
public struct Travle: Sendable, Equatable, Hashable {
  /// Guesses allowed beyond a shortest route's count, as Travle allows.
  public static let extraGuesses = 4
  /// A route found with exactly a shortest route's countries, and no hint.
  public static let bestScore = extraGuesses + 1
  /// The countries a shortest route may have between its ends, when the game picks them.
  public static let between = 2...5

  public var start: String
  public var end: String
  public var shortest: Int
  public var named: [String]
  public var hints: Int
  public var won: Bool

  public init(
    start: String, end: String, shortest: Int, named: [String] = [], hints: Int = 0,
    won: Bool = false
  ) {
    self.start = start
    self.end = end
    self.shortest = shortest
    self.named = named
    self.hints = hints
    self.won = won
  }

  /// Countries the player may name: a shortest route's, and four more.
  public var allowed: Int { shortest + Self.extraGuesses }

  public var guessesLeft: Int { max(0, allowed - named.count) }

  /// Won with a shortest route's count and no hint scores five; a point less for each country
  /// more and each hint, never below one; lost scores nothing.
  public var score: Int {
    won ? max(1, Self.bestScore - (named.count - shortest) - hints) : 0
  }

  /// Won with exactly a shortest route's countries, and no hint.
  public var isPerfect: Bool { won && named.count == shortest && hints == 0 }
}

/// Where a country named lies against the route asked.
public enum TravleMark: Sendable, Equatable, Hashable {
  /// On a shortest route.
  case shortest
  /// On a route by land at most two crossings longer than a shortest one: an extra.
  case near
  /// Off every such route, or not reachable by land: a wrong guess.
  case off
}

extension Game {
  /// "rPTPL3.ESFRDE.0.1": versioned by its first letter, the ends and the shortest count, the
  /// countries named, the hints taken and whether it was won.
  static func text(_ travle: Travle) -> String {
    "r"
      + [
        travle.start + travle.end + String(travle.shortest), travle.named.joined(),
        String(travle.hints), travle.won ? "1" : "0",
      ]
      .joined(separator: ".")
  }

  /// Reads a route game's text; nil when it breaks a route game's limits.
  static func travle(_ part: Substring) -> Travle? {
    guard part.first == "r" else { return nil }
    let fields = part.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    func isCodes(_ text: Substring) -> Bool {
      text.utf8.count % 2 == 0 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }
    guard fields.count == 4, fields[0].utf8.count == 5, isCodes(fields[0].prefix(4)),
      let shortest = Int(fields[0].suffix(1)), Travle.between.contains(shortest),
      isCodes(fields[1]), let hints = Int(fields[2]), hints >= 0,
      fields[3] == "0" || fields[3] == "1"
    else { return nil }
    var named: [String] = []
    var rest = fields[1][...]
    while !rest.isEmpty {
      named.append(String(rest.prefix(2)))
      rest = rest.dropFirst(2)
    }
    let ends = fields[0].prefix(4)
    let travle = Travle(
      start: String(ends.prefix(2)), end: String(ends.suffix(2)), shortest: shortest,
      named: named, hints: hints, won: fields[3] == "1")
    guard travle.start != travle.end, named.count <= travle.allowed, hints <= named.count,
      Set(named + [travle.start, travle.end]).count == named.count + 2
    else { return nil }
    return travle
  }
}
