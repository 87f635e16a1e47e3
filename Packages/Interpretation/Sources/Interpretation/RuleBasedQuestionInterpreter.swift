import Domain

/// A deterministic interpreter: cue words pick the intent, a ranked name index picks the country.
///
/// It never guesses: text without a cue, or about another topic, is `nil` (unrecognized).
public struct RuleBasedQuestionInterpreter: QuestionInterpreter {
  private let intents: IntentReader
  private let subjects: SubjectReader
  private let prefixes: PrefixReader

  /// Builds the name index over `countries` (a few milliseconds for the full data set).
  public init(countries: [Country], lexicon: Lexicon = .english) {
    let index = CountryNameIndex(countries: countries, lexicon: lexicon)
    intents = IntentReader(lexicon: lexicon, nameWords: index.nameWords)
    subjects = SubjectReader(lexicon: lexicon, index: index)
    prefixes = PrefixReader(lexicon: lexicon, index: index)
  }

  public func interpret(_ text: String) -> Question? {
    let tokens = Tokenizer.tokens(text)
    guard let cue = intents.read(tokens) else { return nil }
    let offTopic = intents.offTopicTokens(tokens).subtracting(cue.tokens)
    switch cue.definition.subject {
    case .namePrefix:
      guard offTopic.isEmpty, let prefix = prefixes.prefix(in: tokens, cue: cue) else { return nil }
      return Question(intent: cue.definition.intent, subject: .prefix(prefix))
    case .country:
      guard let subject = subjects.subject(in: tokens, cue: cue, offTopic: offTopic) else {
        return nil
      }
      return Question(intent: cue.definition.intent, subject: subject)
    }
  }
}
