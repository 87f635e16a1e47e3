import Domain

/// Reads a question in any language the quiz knows. Each language has its own lexicon and its own
/// reading; they compete rather than merge: the languages whose words the question uses most read it
/// first, and the first reading that finds its subject wins. The question carries its language, so
/// the reply is worded in it. English is built at once; another language only when a question may be
/// in it.
public struct MultilingualQuestionInterpreter: QuestionInterpreter {
  let english: RuleBasedQuestionInterpreter
  private let others: [Language: Deferred<RuleBasedQuestionInterpreter>]
  private let guess: Deferred<LanguageGuess>

  public init(countries: [Country], lexicons: [Lexicon] = Lexicon.all) {
    english = RuleBasedQuestionInterpreter(
      countries: countries, lexicon: lexicons.first { $0.language == .english } ?? .english)
    var others: [Language: Deferred<RuleBasedQuestionInterpreter>] = [:]
    for lexicon in lexicons where lexicon.language != .english {
      others[lexicon.language] = Deferred {
        RuleBasedQuestionInterpreter(
          countries: countries, lexicon: lexicon.withLocaleNames(for: countries))
      }
    }
    self.others = others
    guess = Deferred { LanguageGuess(lexicons: lexicons, countries: countries) }
  }

  /// English, when its words are at least as many as any other language's, has the last word:
  /// it knows the false friends and off-topic questions ("population density", "capital gains")
  /// that another language's reading would answer or call an unknown country.
  public func interpret(_ text: String) -> Question? {
    var unknownPlace: Question?
    for (language, isBest) in guess.value.ranked(Tokenizer.tokens(text)) {
      if language == .english, isBest {
        let question = english.interpret(text)
        if case .unknownPlace = question?.subject, let unknownPlace { return unknownPlace }
        return question
      }
      let reader = language == .english ? english : others[language]?.value
      guard let question = reader?.interpret(text)?.asked(in: language) else { continue }
      if case .unknownPlace = question.subject {
        unknownPlace = unknownPlace ?? question
        continue
      }
      return question
    }
    return unknownPlace
  }

  /// A follow-up is read by English's reader, which knows the forms follow-ups take ("and its flag?",
  /// "what about Spain?"); a complete question another language reads better replaces its question.
  public func read(_ text: String, candidates: [String]) -> Reading {
    var reading = english.read(text, candidates: candidates)
    let ranked = guess.value.ranked(Tokenizer.tokens(text))
    if ranked.first?.language == .english && ranked.first?.isBest == true { return reading }
    if let question = interpret(text), question.language != .english {
      reading.question = question
      reading.isNameOnly = false
    }
    return reading
  }
}

extension Lexicon {
  /// Every language the quiz reads, English first.
  public static var all: [Lexicon] {
    [.english, .french, .spanish, .german, .portuguese, .italian]
  }
}
