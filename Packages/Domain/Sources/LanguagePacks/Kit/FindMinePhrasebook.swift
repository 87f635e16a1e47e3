import Domain

/// What the find-my-country game reads and says in one language: the lines that start it ("guess
/// my country"), the yes, no and "don't know" that answer its questions, and its sentences, as
/// templates over `{value}`, `{country}`, `{count}`, `{total}`, `{other}`. One per language, in
/// the pack's `<Language>+FindMine.swift`; English's words are read in every language too.
/// `FindMineWordsTests` checks every language has every sentence with English's placeholders.
public struct FindMinePhrasebook: Sendable, OnePerLanguage {
  public enum Kind: String, CaseIterable, Sendable {
    case modeName, help, questionOf, answerYesOrNo, status
    case qRegion, qSubregion, qLandlocked, qIsland, qMorePeople, qLarger, qBorders, qCurrency
    case qLanguage, qNameStarts, qNorth, qDrivesLeft, qGuess
    case found, gaveUp, contradiction, whichWasIt, unknownCountry, revealed, misfit, allFit
    case yes, no, unsure, stopped
  }

  public let language: Language
  public let texts: [Kind: String]
  /// Whole lines that start the game, folded ("guess my country", "devine mon pays").
  public let starts: [String]
  /// Whole lines answering yes, no, or "don't know", folded.
  public let yes: [String]
  public let no: [String]
  public let unsure: [String]
  /// A region as a question names it, where the name alone does not fit the sentence, by the
  /// data's name ("Americas": "the Americas").
  public let places: [String: String]

  public init(
    language: Language, texts: [Kind: String], starts: [String], yes: [String], no: [String],
    unsure: [String], places: [String: String] = [:]
  ) {
    self.places = places
    self.language = language
    self.texts = texts
    self.starts = starts
    self.yes = yes
    self.no = no
    self.unsure = unsure
  }
}

extension LanguagePack {
  /// The find-my-country game's words.
  public var findMine: FindMinePhrasebook { FindMinePhrasebook.table(for: language) }
}
