/// A line that only greets or thanks ("hello", "merci!", a lone emoji): no question, answered with a
/// short friendly line in the language of its words.
public struct Greeting: Sendable, Equatable, Hashable {
  public enum Kind: String, CaseIterable, Sendable, Hashable {
    case hello, thanks
  }

  public let kind: Kind
  /// The language of its words; nil for an emoji, answered in the conversation's language.
  public let language: Language?

  public init(_ kind: Kind, in language: Language?) {
    self.kind = kind
    self.language = language
  }
}
