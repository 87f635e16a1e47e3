import Domain

/// One fact in one language: the words that ask for it, and the words that answer it. A language
/// pack holds one for every `Intent`; adding a fact adds one entry to each pack's facts table, and
/// the pack contract tests name any pack that lacks it.
public struct FactWords: Sendable {
  /// Single words that ask for the fact; a typo of one edit still counts for words of four
  /// letters or more.
  public var keywords: Set<String>
  /// Word sequences that ask for it, matched exactly ("main city", "code pays").
  public var phrases: [[String]]
  /// Words that ask for it only when nothing else is asked ("emoji" for a flag, "où" for a region).
  public var weak: WordList
  /// Keywords that count only as typed: short words one typo away from common words.
  public var exact: WordList
  /// Words right before or after a keyword that give it another meaning ("venture capital").
  public var falseFriendsBefore: WordList
  public var falseFriendsAfter: WordList
  /// When set, the question must also hold one of these words ("countries"); nil: the language's
  /// country nouns, letter words or flag words, as the fact's kind of answer needs.
  public var requires: Set<String>?
  /// Off-topic words that belong to this fact's questions ("city" in "capital city of Mali").
  public var allowedTopics: WordList
  /// What the fact is, as help names it: "capital", "capitale".
  public var asks: String
  /// An example question, with `{country}` where a country's name goes when it takes one.
  public var example: String
  /// The answer's sentences, one per form the fact's answers take (`FactForm`).
  public var says: [FactForm: String]

  /// A fact's words as people type them: a cue of one word is a keyword, of several a phrase.
  public init(
    cues: [String], weak: WordList = [], falseFriendsBefore: WordList = [],
    falseFriendsAfter: WordList = [], requires: Set<String>? = nil, exact: WordList = [],
    allowedTopics: WordList = [], asks: String = "",
    example: String = "", says: [FactForm: String] = [:]
  ) {
    // One pass, by bytes: splitting by characters (Unicode's grapheme rules) was half of making a
    // pack's facts, and filtering the cues into new arrays twice a tenth.
    var keywords = Set<String>(minimumCapacity: cues.count)
    var phrases: [[String]] = []
    for cue in cues {
      guard cue.utf8.contains(0x20) else {
        keywords.insert(cue)
        continue
      }
      phrases.append(cue.utf8.split(separator: 0x20).map { String(Substring($0)) })
    }
    self.init(
      keywords: keywords, phrases: phrases,
      weak: weak, falseFriendsBefore: falseFriendsBefore, falseFriendsAfter: falseFriendsAfter,
      requires: requires, exact: exact, allowedTopics: allowedTopics,
      asks: asks, example: example, says: says)
  }

  public init(
    keywords: Set<String>, phrases: [[String]] = [], weak: WordList = [],
    falseFriendsBefore: WordList = [], falseFriendsAfter: WordList = [],
    requires: Set<String>? = nil, exact: WordList = [], allowedTopics: WordList = [],
    asks: String = "", example: String = "",
    says: [FactForm: String] = [:]
  ) {
    self.keywords = keywords
    self.phrases = phrases
    self.weak = weak
    self.exact = exact
    self.falseFriendsBefore = falseFriendsBefore
    self.falseFriendsAfter = falseFriendsAfter
    self.requires = requires
    self.allowedTopics = allowedTopics
    self.asks = asks
    self.example = example
    self.says = says
  }

  /// The same reading, worded: for facts that share their cues ("capital" and its reverse).
  public func worded(asks: String, example: String, says: [FactForm: String]) -> FactWords {
    var words = self
    words.asks = asks
    words.example = example
    words.says = says
    return words
  }
}

/// The forms a fact's answer takes; each pack words the same forms of a fact, with the same
/// placeholders (`{country}`, `{value}`, `{count}` …), which the answer contract test checks.
public enum FactForm: String, CaseIterable, Sendable {
  /// One value ("The capital of Peru is Lima"), several, or none in the data.
  case one, many, none
  /// A yes-or-no fact, and its two values (driving on the left or on the right).
  case yes, no, left, right
  /// Two values that differ (a man's and a woman's demonym).
  case pair
  /// A membership held but suspended; a membership lacked though the country uses the currency
  /// of the union it asks about (the euro, of the euro area).
  case suspended, usesCurrency
  /// A yes-or-no fact asked of a group: its members that have it, or none.
  case members, noMembers
  /// A time difference: the first country's clocks ahead of, behind or level with the other's, or
  /// with those of the person asking.
  case ahead, behind, same, aheadOfYou, behindYou, sameAsYou
  /// What the other country's clocks show at a time of day the question gives, that day, the next
  /// or the day before.
  case at, atDayAfter, atDayBefore
  /// A figure's name as a ranking or a comparison says what it measures, with the country's
  /// `{value}` ("GDP per person ({value})").
  case measure
  /// A figure the data gives but that would mislead: a GDP per person of very few people.
  case unreliable
  /// Who governs: one person heading both state and government; the other head, said after the
  /// first; a named office's holder, or no such office; a place the data names no leader of its
  /// own for; the state it belongs to, said after; a place the data names no state for.
  case both, then, office, noOffice, territory, belongs, unsaid
  /// No land route: the start, or the end, has no land border and no fixed link (an island
  /// state); the sea lies between the two; a route from a country to itself. What a route does
  /// not tell, said after it (it follows borders, not roads).
  case isolated, otherIsolated, sea, itself, caveat

}
