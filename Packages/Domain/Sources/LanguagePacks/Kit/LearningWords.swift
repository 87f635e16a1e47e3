import Domain

/// One language's words for learning from games: the whole lines that ask for the countries still
/// missed ("my weak countries", folded as a game's words: lower case, no accents, no "?!.,:"), and
/// the sentences of that list and of a game's times per question, as templates over `{count}`,
/// `{value}`, `{other}`, `{country}`. One per language, in its `<Language>+Learning.swift`.
public struct LearningWords: Sendable, OnePerLanguage {
  public enum Kind: String, CaseIterable, Sendable {
    /// A game's end: the time spent on each question, one time ("4 s"), and what separates two
    /// ("; ", French's " ; ").
    case timePerRound, seconds, separator
    /// "My weak countries": none yet, the heading, a region's line, a country due or not.
    case weakNone, weakHeading, weakRegion, weakDue, weakLater
    /// The kind of round a country was missed in.
    case kindCapital, kindCountryOfCapital, kindFlag, kindCode, kindShape, kindLookAlike
    /// The look-alike game: its name, its question and short form, and how to tell a pair apart.
    case modeLookAlike, qLookAlike, sLookAlike, tellApart
  }

  public let language: Language
  public let texts: [Kind: String]
  /// Whole lines, folded, that ask for the weak countries.
  public let weakLines: [String]
  /// The words, folded, that make a game request the look-alike game ("look-alike", "simili").
  public let lookAlikeWords: [String]
  /// How to tell each pair of `LookAlikes` apart, by the pair's key ("TD-RO"): one sentence.
  public let tellApart: [String: String]

  public init(
    language: Language, texts: [Kind: String], weakLines: [String], lookAlikeWords: [String],
    tellApart: [String: String]
  ) {
    self.language = language
    self.texts = texts
    self.weakLines = weakLines
    self.lookAlikeWords = lookAlikeWords
    self.tellApart = tellApart
  }
}
