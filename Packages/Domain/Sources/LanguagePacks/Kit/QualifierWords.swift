import Domain

/// The words a question may hold besides its cue, its subject and filler without asking something
/// else: a fact's qualifiers ("total" population, "official" languages, "international" calling
/// code, "left" in "do they drive on the left") and words that ask nothing of their own ("show
/// me", "womit"). A question about one country with a word that is none of the language's reading
/// words is not answered confidently; these are the words the reading knows besides its cues.
public struct QualifierWords: Sendable, OnePerLanguage {
  /// Words that refine one fact's question, by intent.
  public let facts: [Intent: Set<String>]
  /// Words any question may hold.
  public let general: Set<String>

  public init(facts: [Intent: Set<String>], general: Set<String>) {
    self.facts = facts
    self.general = general
  }
}
