import Domain

/// A language's words for the route game: the whole lines that start one, practice or the day's,
/// and every sentence it says, by `Kind`. Each pack declares its own in `<Language>+Travle.swift`.
public struct TravleWords: Sendable, OnePerLanguage {
  /// The sentences and phrases, by what they say; placeholders as English's.
  public enum Kind: String, Sendable, CaseIterable {
    case name, dailyName, prompt, help, status, shortest, near, off, hint, won, perfect, lost
    case route
  }

  public let language: Language
  /// Whole lines that start a practice game, and the day's ("route game", "daily route game").
  public let starts: [String]
  public let dailyStarts: [String]
  public let texts: [Kind: String]

  public init(language: Language, starts: [String], dailyStarts: [String], texts: [Kind: String]) {
    self.language = language
    self.starts = starts
    self.dailyStarts = dailyStarts
    self.texts = texts
  }

  public func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    Placeholders.fill(texts[kind] ?? "", with: values)
  }
}
