import Domain
import LanguagePacks

/// How one intent is asked for in one language: the words that cue it and the phrases that only look like it.
///
/// Adding an intent means adding one of these to a `Lexicon` (plus its answer and wording in Domain and
/// Presentation); no reading code changes.
///
/// A class, immutable: every cue found in a question carries its definition, nine sets and arrays of
/// words, which a struct retained and released on each copy of the cue.
public final class IntentDefinition: Sendable {
  /// What the question is about once cued.
  public enum SubjectKind: Sendable {
    /// A single country ("capital of France").
    case country
    /// The beginning of country names ("countries starting with CH").
    case namePrefix
    /// A country found from its capital ("Nairobi is the capital of which country?").
    case capitalCity
    /// A country found from its ISO code ("which country is DEU").
    case code
    /// A country found from its international vehicle registration code ("which country has the
    /// car sign D").
    case vehicleCode
    /// A country found from its flag emoji.
    case flagEmoji
    /// The countries of a region, a subregion or a continent.
    case region
    /// The countries where a language is spoken.
    case language
    /// The countries using a currency.
    case currency
    /// The countries of a group (or the world) ranked: "the largest country in Africa".
    case ranking
    /// Named countries ranked: "is France bigger than Spain".
    case comparison
    /// Words to look for in the names: "search guinea", "find countries with 'island'".
    case searchText
    /// A country or the person asking, to list what is nearest: "closest to Peru", "near me".
    case nearby
    /// Two countries, or one and the person asking: "how far is Chile from Peru", "time
    /// difference between France and Brazil".
    case distance
    /// An organisation's members, or those in a region: "which countries are in NATO", "NATO
    /// members in Africa".
    case organisation
  }

  public let intent: Intent
  public let subject: SubjectKind
  /// Single words that cue the intent; a typo of one edit still counts for words of four letters or more.
  public let keywords: Set<String>
  /// Word sequences that cue the intent, matched exactly ("main city", "two letter").
  public let phrases: [[String]]
  /// Cue only when no other intent is cued ("emoji" for flag).
  public let weakKeywords: WordList
  /// Words right before a keyword that give it another meaning ("venture capital", "zip code").
  public let falseFriendsBefore: WordList
  /// Words right after a keyword that give it another meaning ("capital letters", "iso 9001").
  public let falseFriendsAfter: WordList
  /// When set, the question must also contain one of these words ("countries", "nations").
  public let requiresOneOf: Set<String>
  /// Keywords that count only as typed: short words one typo away from common words ("baht", "most").
  public let exactKeywords: WordList
  /// Off-topic words that belong to this intent's questions ("city" in "capital city of Mali").
  public let allowedTopics: WordList

  public init(
    intent: Intent, subject: SubjectKind = .country, keywords: Set<String>,
    phrases: [[String]] = [],
    weakKeywords: WordList = [], falseFriendsBefore: WordList = [],
    falseFriendsAfter: WordList = [],
    requiresOneOf: Set<String> = [], exactKeywords: WordList = [],
    allowedTopics: WordList = []
  ) {
    self.intent = intent
    self.subject = subject
    self.keywords = keywords
    self.phrases = phrases
    self.weakKeywords = weakKeywords
    self.falseFriendsBefore = falseFriendsBefore
    self.falseFriendsAfter = falseFriendsAfter
    self.requiresOneOf = requiresOneOf
    self.exactKeywords = exactKeywords
    self.allowedTopics = allowedTopics
  }
}
