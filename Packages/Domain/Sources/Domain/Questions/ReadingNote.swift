/// What a reader made of a question's words besides its intent and subject: the words it read as
/// something else ("Frnace" as France, "capitl" as capital) and the words it read past. Replies carry
/// it so that a wrong reading shows and can be corrected.
public struct ReadingNote: Sendable, Equatable {
  /// A word or name as typed, and what it was read as.
  public struct Correction: Sendable, Equatable {
    /// What the typed words were read as.
    public enum Meaning: Sendable, Equatable {
      /// A country, by alpha-2 code: the reply names it in its own language.
      case country(String)
      /// A word of the reader's own ("capital").
      case word(String)
    }

    public let typed: String
    public let meaning: Meaning

    public init(typed: String, meaning: Meaning) {
      self.typed = typed
      self.meaning = meaning
    }
  }

  public var corrections: [Correction]
  /// Words the reading did not use, as typed, in order.
  public var leftOut: [String]
  /// Recent years the line asks of ("currency of Norway in 2015"): the answer is today's data, which
  /// the reply says.
  public var years: [Int]

  public init(corrections: [Correction] = [], leftOut: [String] = [], years: [Int] = []) {
    self.corrections = corrections
    self.leftOut = leftOut
    self.years = years
  }

  /// Nothing corrected, left out or dated: the question was read word for word.
  public var isEmpty: Bool { corrections.isEmpty && leftOut.isEmpty && years.isEmpty }
}

extension QuestionInterpreter {
  /// Interpreters that keep no account of words: nothing to say.
  public func note(on text: String, reading question: Question) -> ReadingNote { ReadingNote() }
}
