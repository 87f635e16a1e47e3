import Domain

/// Reads a question in any language the quiz knows. Each language has its own lexicon and its own
/// reading; they compete rather than merge: the languages whose words the question uses most read it
/// first, and the first reading that finds its subject wins. The question carries its language, so
/// the reply is worded in it. Each language's reader, English's too, is built on the first question
/// that may be in it: a question in French never pays for the English name index.
public struct MultilingualQuestionInterpreter: QuestionInterpreter {
  private let englishReader: Deferred<RuleBasedQuestionInterpreter>
  /// Built on the first question; a line of English words only is read by English alone.
  private let englishWords: Deferred<EnglishWords>
  /// Everything about the other languages, built on the first line with a word English lacks.
  private let foreign: Deferred<Foreign>
  /// Every language's reading words, for the words a reading left out, in the order they are
  /// asked; each built on the first word it is asked about.
  private let vocabularies: [(language: Language, words: Deferred<FactVocabulary>)]
  /// The words of the lines being read and their likeliest languages: a turn reads its line, then
  /// notes on the reading.
  private let lineWords = LineWordsKept()

  private struct Foreign: Sendable {
    let guess: LanguageGuess
    let readers: [Language: Deferred<RuleBasedQuestionInterpreter>]
  }

  /// `foreign` are the other languages read; each one's lexicon and reader are built when a
  /// question is first read in it, and the guess of a line's language reads the generated
  /// `WordTables`, not the lexicons. `compiledNames`: `countries` are the bundled snapshot's, whose
  /// name tables are compiled into the binary (`CompiledNames`), so no name index is built.
  public init(
    countries: [Country], foreign: [Language] = Lexicon.foreignLanguages,
    compiledNames: Bool = false
  ) {
    englishReader = Deferred {
      RuleBasedQuestionInterpreter(
        countries: countries, lexicon: .english, compiledNames: compiledNames)
    }
    englishWords = Deferred { EnglishWords(countries: countries, compiledNames: compiledNames) }
    // Nil for the bundled snapshot: its place words are compiled.
    let placeWords = Deferred { compiledNames ? nil : FactVocabulary.placeWords(of: countries) }
    vocabularies = ([.english] + foreign).map { language in
      (
        language,
        Deferred { FactVocabulary(lexicon: .of(language), placeWords: placeWords.value) }
      )
    }
    self.foreign = Deferred {
      var readers: [Language: Deferred<RuleBasedQuestionInterpreter>] = [:]
      for language in foreign {
        readers[language] = Deferred {
          RuleBasedQuestionInterpreter(
            countries: countries, lexicon: .of(language), compiledNames: compiledNames)
        }
      }
      return Foreign(
        guess: LanguageGuess(
          languages: [.english] + foreign, countries: countries, compiledNames: compiledNames),
        readers: readers)
    }
  }

  private func words(of text: String) -> LineWords {
    lineWords.lines.value(for: text) {
      let tokens = Tokenizer.tokens(text, spelling: .none)
      let isEnglish = englishWords.value.holdsAll(tokens)
      let ranked = isEnglish ? [(.english, true, true)] : foreign.value.guess.ranked(tokens)
      return LineWords(tokens: tokens, isEnglish: isEnglish, ranked: ranked)
    }
  }

  var english: RuleBasedQuestionInterpreter { englishReader.value }

  private func reader(_ language: Language) -> RuleBasedQuestionInterpreter? {
    language == .english ? english : foreign.value.readers[language]?.value
  }

  /// English, when its words are at least as many as any other language's, has the last word:
  /// it knows the false friends and off-topic questions ("population density", "capital gains")
  /// that another language's reading would answer or call an unknown country.
  public func interpret(_ text: String) -> Question? {
    var unknownPlace: Question?
    // A place the data does not know is named only by a language among the best guesses, or by
    // English, the default: "el segundo país más grande" is Spanish, and Portuguese must not call
    // "el segundo" an unknown country.
    let words = words(of: text)
    let tokens = words.tokens
    for (language, isBest, _) in words.ranked {
      if language == .english, isBest {
        let question = english.interpret(
          tokens: Tokenizer.respelled(tokens, english.lexicon.spelling))
        if case .unknownPlace = question?.subject, let unknownPlace { return unknownPlace }
        return question
      }
      guard let reader = reader(language) else { continue }
      let spelled = Tokenizer.respelled(tokens, reader.lexicon.spelling)
      guard let question = reader.interpret(tokens: spelled)?.asked(in: language) else {
        // The line's own language refused it: no other language may read it into a question.
        if isBest, reader.refuses(tokens: spelled) { return nil }
        continue
      }
      if case .unknownPlace = question.subject {
        if isBest || language == .english { unknownPlace = unknownPlace ?? question }
        continue
      }
      return question
    }
    return unknownPlace
  }

  /// What a line it cannot answer names, read by its two likeliest languages: the first country
  /// and the first kind of question either finds.
  public func mention(in text: String) -> Mention {
    let words = words(of: text)
    var found = Mention()
    for (language, _, _) in words.ranked.prefix(2) {
      guard let reader = reader(language) else { continue }
      let named = reader.mention(
        tokens: Tokenizer.respelled(words.tokens, reader.lexicon.spelling))
      found.country = found.country ?? named.country
      found.intent = found.intent ?? named.intent
    }
    return found
  }

  /// Noted by the reader of the language the question was read in (English's for a line with no
  /// words of its own, which English reads by default).
  public func note(on text: String, reading question: Question) -> ReadingNote {
    let words = words(of: text)
    let language = words.isEnglish ? .english : question.language
    guard let reader = reader(language) else { return ReadingNote() }
    var note = reader.note(
      tokens: Tokenizer.respelled(words.tokens, reader.lexicon.spelling), reading: question)
    guard !note.leftOut.isEmpty else { return note }
    // A line may mix languages ("código ISO da Argentina" is read as Spanish, "da" is Portuguese):
    // a word another language reads is not left out. The line's likeliest languages are asked
    // first, and a language's words are built only when no language before it knows the word:
    // building all six was three quarters of such a one-shot.
    let order = words.ranked.map(\.language)
    let asked =
      order.compactMap { language in vocabularies.first { $0.language == language } }
      + vocabularies.filter { !order.contains($0.language) }
    note.leftOut.removeAll { word in
      let key = TextFolding.fold(word)
      return asked.contains { $0.words.value.knows(key, asking: question.intent) }
    }
    return note
  }

  /// A line of a conversation is read by each language's own reader, best guess first, with that
  /// language's follow-up words ("et sa population ?", "¿y de Argentina?", "und die Flagge?"): the
  /// first reading that finds something the conversation can use wins; English, when it is among the
  /// best, has the last word as in `interpret`. A line with no words of any language takes the
  /// language of the names it uses ("Pérou ?" is French); with names English writes alike ("Peru?")
  /// it has none, and a conversation it continues answers in its own language.
  public func read(_ text: String, candidates: [String]) -> Reading {
    let words = words(of: text)
    let tokens = words.tokens
    let ranked = words.ranked
    let hasWords =
      ranked.count == 1
      ? englishWords.value.hasLexiconWord(tokens) : foreign.value.guess.hasWords(tokens)
    var fallback: Reading?
    // The line's own language, when its reader found nothing the conversation can use ("wer ist
    // der Präsident von Frankreich"): another language that finds only a name there speaks for
    // the line no more than it asks something.
    var speaker: Language?
    // Nor when it finds something where the line's own language did not ("¿cuál es el río más
    // largo de Argentina?" read by English as a size): its reply, refusal or question back is worded
    // in the line's language.
    func spoken(_ reading: Reading, _ isBest: Bool) -> Reading {
      guard !isBest, let speaker else { return reading }
      var reading = reading
      reading.language = speaker
      reading.question = reading.question?.asked(in: speaker)
      reading.otherLanguages = []
      return reading
    }
    for (language, isBest, isTop) in ranked {
      guard let reader = reader(language) else { continue }
      let spelled = Tokenizer.respelled(tokens, reader.lexicon.spelling)
      var reading = reader.read(tokens: spelled, candidates: candidates)
      reading.question = reading.question?.asked(in: language)
      if hasWords, isTop {
        reading.otherLanguages = ranked.filter { $0.isTop && $0.language != language }.map(
          \.language)
      }
      reading.language =
        hasWords ? language : ranked.first.flatMap { $0.language == .english ? nil : $0.language }
      let strength = Self.strength(of: reading)
      // Refused in its own language, the line is refused in that language.
      if isBest, strength == 0, reader.refuses(tokens: spelled) { return reading }
      if isBest, isTop, hasWords, strength == 0, speaker == nil { speaker = language }
      if language == .english, isBest {
        if strength < 2, let fallback, Self.strength(of: fallback) > strength { return fallback }
        return reading
      }
      if strength == 2 { return spoken(reading, isBest) }
      if strength == 1, !isBest, language != .english { continue }
      if let kept = fallback, Self.strength(of: kept) >= strength { continue }
      fallback = reading
    }
    return fallback.map { spoken($0, false) } ?? Reading()
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
  public static var all: [Lexicon] { [.english] + foreign }

  /// The languages besides English.
  public static var foreign: [Lexicon] { foreignLanguages.map(of) }

  /// The languages besides English, in the order their lexicons are listed.
  public static let foreignLanguages: [Language] = [
    .french, .spanish, .german, .portuguese, .italian,
  ]

  /// The lexicon of `language`, built on first use.
  public static func of(_ language: Language) -> Lexicon {
    switch language {
    case .english: .english
    case .french: .french
    case .spanish: .spanish
    case .german: .german
    case .portuguese: .portuguese
    case .italian: .italian
    }
  }
}
