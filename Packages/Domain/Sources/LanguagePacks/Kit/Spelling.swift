import Domain

/// How one language's words are read alike however they are typed: the endings an apostrophe leaves
/// that carry nothing ("what's", "Montenegro's"), abbreviations read as their word ("st" → "saint"),
/// and the word "&" stands for. Each lexicon has its own; the tokenizer itself knows no language.
public struct Spelling: Sendable {
  /// Endings dropped after an apostrophe ("s" of "what's", "ll" of "you'll").
  public var contractionTails: Set<String>
  /// Short forms read as the full word, in questions and in names alike.
  public var abbreviations: [String: String]
  /// The key of "&": the language's "and".
  public var ampersand: String

  public init(
    contractionTails: Set<String> = [], abbreviations: [String: String] = [:],
    ampersand: String = "&"
  ) {
    self.contractionTails = contractionTails
    self.abbreviations = abbreviations
    self.ampersand = ampersand
  }

  /// No language's rules: the words as typed, for telling which language a line is in.
  public static let none = Spelling()

  /// Inlinable: the name index asks it of every word of every name it builds.
  @inlinable public func key(_ key: String) -> String {
    abbreviations.isEmpty ? key : abbreviations[key] ?? key
  }
}
