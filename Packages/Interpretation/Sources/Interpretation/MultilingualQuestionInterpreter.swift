import Domain

/// Reads a question in any language the quiz knows. Each language has its own lexicon and its own
/// reading; they compete rather than merge: the languages whose words the question uses most read it
/// first, and the first reading that finds its subject wins. The question carries its language, so
/// the reply is worded in it. English is built at once; another language only when a question may be
/// in it.
public struct MultilingualQuestionInterpreter: QuestionInterpreter {
  private let english: RuleBasedQuestionInterpreter
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
    for (language, isBest) in guess.value.ranked(Tokenizer.tokens(text, spelling: .none)) {
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

  /// A line of a conversation is read by each language's own reader, best guess first, with that
  /// language's follow-up words ("et sa population ?", "¿y de Argentina?", "und die Flagge?"): the
  /// first reading that finds something the conversation can use wins; English, when it is among the
  /// best, has the last word as in `interpret`. A line with no words of any language takes the
  /// language of the names it uses ("Pérou ?" is French); with names English writes alike ("Peru?")
  /// it has none, and a conversation it continues answers in its own language.
  public func read(_ text: String, candidates: [String]) -> Reading {
    let tokens = Tokenizer.tokens(text, spelling: .none)
    let ranked = guess.value.ranked(tokens)
    let hasWords = guess.value.hasWords(tokens)
    var fallback: Reading?
    for (language, isBest) in ranked {
      guard let reader = language == .english ? english : others[language]?.value else { continue }
      var reading = reader.read(text, candidates: candidates)
      reading.question = reading.question?.asked(in: language)
      reading.language =
        hasWords ? language : ranked.first.flatMap { $0.language == .english ? nil : $0.language }
      let strength = Self.strength(of: reading)
      if language == .english, isBest {
        if strength < 2, let fallback, Self.strength(of: fallback) > strength { return fallback }
        return reading
      }
      if strength == 2 { return reading }
      if let kept = fallback, Self.strength(of: kept) >= strength { continue }
      fallback = reading
    }
    return fallback ?? Reading()
  }

  /// 2: the reading found something the conversation can use; 1: only a place the data does not
  /// know; 0: nothing.
  private static func strength(of reading: Reading) -> Int {
    if case .unknownPlace = reading.question?.subject {
      return reading.intent != nil || !reading.names.isEmpty || reading.choice != nil ? 2 : 1
    }
    return reading.question != nil || reading.intent != nil || !reading.names.isEmpty
      || reading.group != nil || reading.measure != nil || reading.order != nil
      || reading.choice != nil ? 2 : 0
  }
}

extension Lexicon {
  /// Every language the quiz reads, English first.
  public static var all: [Lexicon] {
    [.english, .french, .spanish, .german, .portuguese, .italian]
  }
}
