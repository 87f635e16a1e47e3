import Domain

/// The words that make a line point back at the conversation: pronouns ("its flag", "live there"),
/// a leading "and", "what about", "same for", "I meant". Each language's pack has its own
/// (`French+Reading.swift`).
public struct FollowUpWords: Sendable {
  /// Words that refer to what the conversation was about, anywhere in the line.
  public var pointers: Set<String>
  /// Words that continue the conversation when they open the line ("and", "et", "y").
  public var openers: Set<String>
  /// Two-word openers ("what about", "how about").
  public var openingPairs: Set<[String]>

  public init(pointers: Set<String>, openers: Set<String>, openingPairs: Set<[String]>) {
    self.pointers = pointers
    self.openers = openers
    self.openingPairs = openingPairs
  }

  /// No follow-up words: a lexicon that reads only complete questions.
  public static let none = FollowUpWords(pointers: [], openers: [], openingPairs: [])
}
