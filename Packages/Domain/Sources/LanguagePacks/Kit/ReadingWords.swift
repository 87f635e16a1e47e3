import Domain

/// Everything but the facts' cues that one language's questions are read with: fillers, off-topic
/// words, the names people use, places, follow-up words, spelling. A language's pack holds one
/// (`ReadingWords.french`); the interpreter builds its lexicon from it and the pack's facts. English
/// names the countries; every other language's aliases, known places and generic name words are
/// added to English's.
public struct ReadingWords: Sendable {
  /// Words for "country" and "countries": a question about a set needs one.
  public var countryNouns: Set<String> = []
  public var flagWords: Set<String> = []
  public var letterWords: Set<String> = []
  /// Words that carry no subject: articles, question words, politeness, chat filler.
  public var fillers: Set<String> = []
  /// Topics the quiz does not answer; their presence means "not a question for us".
  public var offTopicWords: Set<String> = []
  /// Phrases naming an off-topic subject ("per capita", "how to").
  public var offTopicPhrases: [[String]] = []
  /// Verbs that turn a keyword into a how-to ("make a flag").
  public var offTopicVerbs: Set<String> = []
  /// Real words one typo from a keyword that must not count as it ("flat", "mode").
  public var notTypos: Set<String> = []
  /// Words skipped between a prefix cue and the prefix ("with", "the letters").
  public var prefixLeadIns: Set<String> = []
  /// Words that say the prefix refers back to text before the cue ("… start like that").
  public var prefixBackReferences: Set<String> = []
  /// Words in front of a country name that make it another place ("New Jersey").
  public var placeModifiers: Set<String> = []
  public var places = PlaceWords()
  /// Words that point at the person asking ("moi", "ici"): "countries near me".
  public var userPlaceWords: Set<String> = []
  /// The words that point back at the conversation.
  public var followUps = FollowUpWords.none
  public var spelling = Spelling(abbreviations: ["st": "saint"])
  /// Words right before the place asked about ("of", "de", "von").
  public var subjectMarkers: Set<String> = []
  /// Words that open another clause ("but"): an off-topic word there does not spoil the question.
  public var clauseOpeners: Set<String> = []
  /// Indefinite articles: a cue word right after one is a word asked about ("what is a demonym").
  public var indefiniteArticles: Set<String> = []
  /// Lead-ins to a prefix recognised with a typo too ("wiht", "avce").
  public var prefixLeadInTypos: Set<String> = []
  /// Small words a name is also found without ("Bosnia Herzegovina", "Corée Sud").
  public var joiningWords: Set<String> = []
  /// Names that fit several countries equally well, with the candidates ("korea", "corée").
  public var ambiguousNames: [String: [String]] = [:]
  /// Everyday names the data lacks, by alpha-2 code ("uk", "rdc").
  public var aliases: [String: String] = [:]
  /// Words too common inside country names to identify one on their own ("islands").
  public var genericNameWords: Set<String> = []
  /// Words written with the accent that tells this language from another ("é", "qué").
  public var markedWords: Set<String> = []
  /// The words that ask how many ("how many", "combien", "wie viele"): the word they count is
  /// people ("how many Canadians": the population) or something the data must know ("how many
  /// sheep" is no question for the quiz).
  public var countPhrases: [[String]] = []
  /// Every form of the words for a country's people, by alpha-2 code ("chilenos", "Österreicher"),
  /// where the data gives none in this language (it gives English's and French's).
  public var nationalities: [String: [String]] = [:]
}
