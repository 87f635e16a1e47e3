import Domain

/// A language's words for the mystery country game: how a line starts one, the cues of the
/// questions it answers (read on folded words), and every sentence it says, by `Kind`. Each pack
/// declares its own in `<Language>+Mystery.swift`.
public struct MysteryWords: Sendable, OnePerLanguage {
  /// The sentences and phrases, by what they say; placeholders as English's.
  public enum Kind: String, Sendable, CaseIterable {
    case name, dailyName, prompt, help, cannotAsk, noHint, status, yes, no, unknown
    case between, above, under, millions, billions
    case region, language, currency, organisation, borders, landlocked
    case morePeople, fewerPeople, larger, smaller
    case morePeopleThan, fewerPeopleThan, largerThan, smallerThan
    case people, area, starts, toNorth, toSouth, toEast, toWest
    case northern, southern, eastern, western
    case north, northEast, east, southEast, south, southWest, west, northWest
    case clue, warmer, colder, same, guessesLeft, found, lost, reveal
  }

  public let language: Language
  /// Whole lines that start a practice game, and the day's ("mystery country", "daily mystery").
  public let starts: [String]
  public let dailyStarts: [String]
  /// Words before a country that make a line a guess ("is it", "c'est").
  public let guessOpenings: [String]
  /// Questions about every country using or speaking `{value}`, for the question reader to find
  /// a currency or language a line names after a pronoun ("does it use the euro?").
  public let probes: [String]
  /// The question cues, each a folded word or phrase.
  public let cues: [Cue: [String]]
  public let texts: [Kind: String]

  /// What a question's words may say.
  public enum Cue: String, Sendable, CaseIterable {
    case borders, landlocked, more, less, bigger, smaller, people, area, startsWith
    case north, south, east, west, hemisphere, million, billion, thousand, howMany
  }

  public init(
    language: Language, starts: [String], dailyStarts: [String], guessOpenings: [String],
    probes: [String], cues: [Cue: [String]], texts: [Kind: String]
  ) {
    self.language = language
    self.starts = starts
    self.dailyStarts = dailyStarts
    self.guessOpenings = guessOpenings
    self.probes = probes
    self.cues = cues
    self.texts = texts
  }

  public func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    Placeholders.fill(texts[kind] ?? "", with: values)
  }
}
