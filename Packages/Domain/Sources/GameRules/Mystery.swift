import Domain

/// A mystery country's state: the secret, by code, the countries guessed wrong, in order, how many
/// questions were asked, and whether it was found. The conversation's context holds it encrypted.
public struct Mystery: Sendable, Equatable, Hashable {
  /// The guesses a game allows.
  public static let maximumGuesses = 6

  public var secret: String
  /// The wrong guesses, by code, in order (at most `maximumGuesses`).
  public var guessed: [String]
  public var questions: Int
  public var found: Bool

  public init(secret: String, guessed: [String] = [], questions: Int = 0, found: Bool = false) {
    self.secret = secret
    self.guessed = guessed
    self.questions = questions
    self.found = found
  }

  /// Guesses made, the right one included.
  public var guesses: Int { guessed.count + (found ? 1 : 0) }

  /// Guesses left.
  public var guessesLeft: Int { max(0, Self.maximumGuesses - guesses) }

  /// Found with the first guess scores six, with the last one; not found scores nothing.
  public var score: Int { found ? Self.maximumGuesses + 1 - guesses : 0 }
}

/// What the data says to a mystery question: yes or no (and the secret's range on a measure asked
/// against a number), a range alone, or nothing when the data does not say.
public enum MysteryAnswer: Sendable, Equatable, Hashable {
  case yes(MysteryRange?)
  case no(MysteryRange?)
  case range(MysteryRange)
  case unknown
}

/// A range the secret's population or area falls in, between two round bounds (`upper` nil: above
/// `lower`); never the figure itself.
public struct MysteryRange: Sendable, Equatable, Hashable {
  public let measure: Ranking.Measure
  public let lower: Double
  public let upper: Double?

  static let populationBounds: [Double] = [
    0, 100_000, 1_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000, 100_000_000,
    200_000_000, 500_000_000, 1_000_000_000,
  ]
  static let areaBounds: [Double] = [
    0, 1_000, 10_000, 50_000, 100_000, 300_000, 1_000_000, 3_000_000, 10_000_000,
  ]

  /// The range `value` falls in.
  public init(_ measure: Ranking.Measure, _ value: Double) {
    let bounds = measure == .population ? Self.populationBounds : Self.areaBounds
    let index = bounds.lastIndex { $0 <= value } ?? 0
    self.measure = measure
    lower = bounds[index]
    upper = index + 1 < bounds.count ? bounds[index + 1] : nil
  }
}

/// Worldle's feedback on a wrong guess: how far the secret is from the guess, which way, how close
/// in percent, and whether nearer than the guess before.
public struct MysteryClue: Sendable, Equatable, Hashable {
  public enum Trend: Sendable, Equatable, Hashable {
    case first, warmer, colder, same
  }

  /// The greatest distance between two places on Earth, in kilometres: 0 % close.
  public static let farthest = 20_000.0

  public let guess: String
  public let kilometres: Int
  /// From the guess towards the secret.
  public let direction: Compass
  /// 100 at the secret, 0 at the other side of the Earth.
  public let proximity: Int
  public let trend: Trend

  public init(guess: String, kilometres: Int, direction: Compass, proximity: Int, trend: Trend) {
    self.guess = guess
    self.kilometres = kilometres
    self.direction = direction
    self.proximity = proximity
    self.trend = trend
  }

  /// The clue of `guess` for `secret` (both with coordinates); `previous`, the guess before.
  public static func of(
    _ guess: Country, towards secret: Country, after previous: Country?
  ) -> MysteryClue? {
    guard let from = guess.coordinates, let to = secret.coordinates else { return nil }
    let distance = GreatCircle.kilometres(from: from, to: to)
    let proximity = Int(max(0, (farthest - distance) / farthest * 100).rounded(.down))
    var trend = Trend.first
    if let previous, let before = previous.coordinates {
      let earlier = Int(GreatCircle.kilometres(from: before, to: to).rounded())
      let now = Int(distance.rounded())
      trend = now < earlier ? .warmer : now > earlier ? .colder : .same
    }
    return MysteryClue(
      guess: guess.cca2, kilometres: Int(distance.rounded()),
      direction: Compass(bearing: GreatCircle.bearing(from: from, to: to)), proximity: proximity,
      trend: trend)
  }
}

extension Game {
  /// "mFR.ESDE.3.0": versioned by its first letter, the secret, the wrong guesses, the questions
  /// asked and whether it was found.
  static func text(_ mystery: Mystery) -> String {
    "m"
      + [
        mystery.secret, mystery.guessed.joined(), String(mystery.questions),
        mystery.found ? "1" : "0",
      ]
      .joined(separator: ".")
  }

  /// Reads a mystery's text; nil when it breaks a mystery's limits.
  static func mystery(_ part: Substring) -> Mystery? {
    guard part.first == "m" else { return nil }
    let fields = part.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    func isCodes(_ text: Substring) -> Bool {
      text.utf8.count % 2 == 0 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }
    guard fields.count == 4, fields[0].utf8.count == 2, isCodes(fields[0]), isCodes(fields[1]),
      fields[1].utf8.count <= 2 * Mystery.maximumGuesses,
      let questions = Int(fields[2]), (0...Mystery.maximumQuestions).contains(questions),
      fields[3] == "0" || fields[3] == "1"
    else { return nil }
    var guessed: [String] = []
    var rest = fields[1][...]
    while !rest.isEmpty {
      guessed.append(String(rest.prefix(2)))
      rest = rest.dropFirst(2)
    }
    let mystery = Mystery(
      secret: String(fields[0]), guessed: guessed, questions: questions, found: fields[3] == "1")
    return mystery.guesses <= Mystery.maximumGuesses ? mystery : nil
  }
}
