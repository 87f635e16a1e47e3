import Domain

/// What one line of play showed: the lines, the countries it names, the flag to show, and at the end
/// the results.
public struct GameTurn: Sendable, Equatable {
  public let lines: [Reply.Line]
  public let countries: [String]
  public let image: FlagImage?
  /// A country's outline to draw under the lines: a mystery country's wrong guess.
  public var shape: CountryShape? = nil

  /// The lines joined, as a reply's text has them.
  public var text: String { lines.text }
}

/// One line of a game's results table: "✓ | Capital of Peru | Lima".
public struct GameResult: Sendable, Equatable {
  public enum Mark: String, Sendable, Equatable {
    case right = "✓"
    case hinted = "½"
    case wrong = "✗"
    case missed = "–"
  }

  public let mark: Mark
  public let question: String
  public let answer: String

  public init(mark: Mark, question: String, answer: String) {
    self.mark = mark
    self.question = question
    self.answer = answer
  }
}
