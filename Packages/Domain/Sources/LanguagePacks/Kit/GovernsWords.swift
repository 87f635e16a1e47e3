import Domain

/// One language's words for who governs: offices, kinds of government and branches as its replies
/// word them, the words a question names an office with, and the words that ask about the past,
/// which the data cannot answer. The facts' cues and sentences are in the pack's facts table
/// (`<Language>+Governs.swift`).
public struct GovernsWords: Sendable, OnePerLanguage {
  /// Each office as a noun that follows "is" ("President", "président").
  public var offices: [Office: String]
  /// The words that name each office in a question, folded ("prime minister", "bundeskanzler").
  public var officeCues: [Office: [String]]
  /// Each kind of government with its article ("a presidential republic").
  public var systems: [GovernmentSystem: String]
  public var branches: [SeatOfGovernment.Seat.Branch: String]
  /// A leader with an office the pack words: `{office}` and `{name}` ("President {name}").
  public var leader: String
  /// A leader whose title no pack words, with the data's English title; nil: the name alone.
  public var titled: String?
  /// Words that ask who governed, not who governs ("was", "former", "fue"): such a question is
  /// history, which the data does not hold.
  public var pastWords: Set<String>

  public init(
    offices: [Office: String], officeCues: [Office: [String]],
    systems: [GovernmentSystem: String], branches: [SeatOfGovernment.Seat.Branch: String],
    leader: String, titled: String? = nil, pastWords: Set<String>
  ) {
    self.offices = offices
    self.officeCues = officeCues
    self.systems = systems
    self.branches = branches
    self.leader = leader
    self.titled = titled
    self.pastWords = pastWords
  }
}
