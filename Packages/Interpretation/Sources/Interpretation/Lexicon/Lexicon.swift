import Domain
import LanguagePacks

/// Everything language-specific the interpreter knows: one language's words. Each language the quiz
/// reads is one value (`Lexicon.all`); the languages compete to read a question
/// (`MultilingualQuestionInterpreter`). `merging(_:)` joins two for a reader of both.
public struct Lexicon: Sendable {
  public var intents: [IntentDefinition]
  /// Words that carry no subject: articles, question words, politeness, chat filler.
  public var fillers: Set<String>
  /// Topics the quiz does not answer; their presence means "not a question for us" ("president", "gdp").
  public var offTopicWords: Set<String>
  /// Phrases naming an off-topic subject ("per capita", "how to").
  public var offTopicPhrases: [[String]]
  /// Verbs that turn a keyword into a how-to ("make a flag", "draw a flag").
  public var offTopicVerbs: Set<String>
  /// Real words that are one typo from a keyword but must not count as it ("flat", "mode", "capita").
  public var notTypos: Set<String>
  /// Words in front of a country name that make it another place ("New Jersey", "North America").
  public var placeModifiers: Set<String>
  /// Words skipped between a prefix cue and the prefix ("with", "the letters").
  public var prefixLeadIns: Set<String>
  /// Words that say the prefix refers back to text before the cue ("… start like that").
  public var prefixBackReferences: Set<String>
  /// Extra names for countries, by alpha-2 code: former, short and everyday names the data lacks.
  public var aliases: [String: String]
  /// Names that fit several countries equally well, with the candidates.
  public var ambiguousNames: [String: [String]]
  /// Words too common inside country names to identify one on their own ("islands", "republic").
  public var genericNameWords: Set<String>
  /// What the questions' other subjects are called in this language: regions, rankings, clues.
  public var places = PlaceWords()
  /// The language these words are: questions read with this lexicon are answered in it.
  public var language: Language = .english
  /// The words that point a line back at the conversation ("and its flag?", "et sa population ?").
  public var followUps = FollowUpWords.none
  /// How words are read alike: contraction endings, abbreviations ("st" → "saint"), "&".
  public var spelling = Spelling.none
  /// Words right before the place asked about ("of", "for", "in"): the unknown place a question
  /// names is the run of words after one.
  public var subjectMarkers: Set<String> = []
  /// Words that open another clause ("but"): an off-topic word there does not spoil the question.
  public var clauseOpeners: Set<String> = []
  /// Indefinite articles: a cue word right after one is a word asked about ("what is a demonym").
  public var indefiniteArticles: Set<String> = []
  /// Lead-ins to a prefix recognised with a typo too ("wiht", "avce").
  public var prefixLeadInTypos: Set<String> = []
  /// Small words a name is also found without ("Bosnia Herzegovina", "Corée Sud").
  public var joiningWords: Set<String> = []
  /// Words as this language writes them, accents and all, where the accent tells it from a
  /// language that folds to the same key ("é", Portuguese's "is"; Spanish writes "e" for "and"
  /// only): they break a tie between languages that know as many of a question's words.
  public var markedWords: Set<String> = []
  /// The words that ask how many ("how many", "combien"): what they count must be people or a word
  /// the quiz knows.
  public var countPhrases: [[String]] = []
  /// Every form of the words for a country's people the data does not give, by alpha-2 code
  /// ("chilenos"): they name the country as the data's demonyms do.
  public var nationalities: [String: [String]] = [:]
  /// The words help names the facts with ("capital", "population"), folded: a typo of two keywords
  /// is noted as the one among these. Gathered on first use: only a keyword's typo asks.
  public var labelWords: Set<String> {
    get { labels.value }
    set { labels = Deferred { newValue } }
  }
  var labels = Deferred<Set<String>> { [] }
  /// The words a question may hold besides cue, subject and filler: each fact's qualifiers and
  /// words that ask nothing of their own (`QualifierWords`).
  public var qualifiers = QualifierWords(facts: [:], general: [])

  public init(
    intents: [IntentDefinition], fillers: Set<String>, offTopicWords: Set<String>,
    offTopicPhrases: [[String]],
    offTopicVerbs: Set<String>, notTypos: Set<String>, placeModifiers: Set<String>,
    prefixLeadIns: Set<String>,
    prefixBackReferences: Set<String>, aliases: [String: String],
    ambiguousNames: [String: [String]],
    genericNameWords: Set<String>, places: PlaceWords = PlaceWords(),
    language: Language = .english, followUps: FollowUpWords = .none,
    spelling: Spelling = .none, subjectMarkers: Set<String> = [], clauseOpeners: Set<String> = [],
    indefiniteArticles: Set<String> = [], prefixLeadInTypos: Set<String> = [],
    joiningWords: Set<String> = []
  ) {
    self.intents = intents
    self.fillers = fillers
    self.offTopicWords = offTopicWords
    self.offTopicPhrases = offTopicPhrases
    self.offTopicVerbs = offTopicVerbs
    self.notTypos = notTypos
    self.placeModifiers = placeModifiers
    self.prefixLeadIns = prefixLeadIns
    self.prefixBackReferences = prefixBackReferences
    self.aliases = aliases
    self.ambiguousNames = ambiguousNames
    self.genericNameWords = genericNameWords
    self.places = places
    self.language = language
    self.followUps = followUps
    self.spelling = spelling
    self.subjectMarkers = subjectMarkers
    self.clauseOpeners = clauseOpeners
    self.indefiniteArticles = indefiniteArticles
    self.prefixLeadInTypos = prefixLeadInTypos
    self.joiningWords = joiningWords
  }

  /// This lexicon and another language's together: questions in either are understood.
  public func merging(_ other: Lexicon) -> Lexicon {
    var merged = self
    merged.intents += other.intents
    merged.fillers.formUnion(other.fillers)
    merged.offTopicWords.formUnion(other.offTopicWords)
    merged.offTopicPhrases += other.offTopicPhrases
    merged.offTopicVerbs.formUnion(other.offTopicVerbs)
    merged.notTypos.formUnion(other.notTypos)
    merged.placeModifiers.formUnion(other.placeModifiers)
    merged.prefixLeadIns.formUnion(other.prefixLeadIns)
    merged.prefixBackReferences.formUnion(other.prefixBackReferences)
    merged.aliases.merge(other.aliases) { mine, _ in mine }
    merged.ambiguousNames.merge(other.ambiguousNames) { mine, _ in mine }
    merged.genericNameWords.formUnion(other.genericNameWords)
    merged.places = places.merging(other.places)
    merged.followUps.pointers.formUnion(other.followUps.pointers)
    merged.followUps.openers.formUnion(other.followUps.openers)
    merged.followUps.openingPairs.formUnion(other.followUps.openingPairs)
    merged.subjectMarkers.formUnion(other.subjectMarkers)
    merged.clauseOpeners.formUnion(other.clauseOpeners)
    merged.indefiniteArticles.formUnion(other.indefiniteArticles)
    merged.prefixLeadInTypos.formUnion(other.prefixLeadInTypos)
    merged.joiningWords.formUnion(other.joiningWords)
    merged.markedWords.formUnion(other.markedWords)
    merged.countPhrases += other.countPhrases
    merged.nationalities.merge(other.nationalities) { mine, theirs in mine + theirs }
    return merged
  }
}
