import Domain

extension RuleBasedQuestionInterpreter {
  public func note(on text: String, reading question: Question) -> ReadingNote {
    note(tokens: Tokenizer.tokens(text, spelling: lexicon.spelling), reading: question)
  }

  /// The names and cue words read with a typo, and, of a question about one country, the words
  /// that are none of this language's reading words, its names or its filler: what the reading
  /// read past ("homework"); and the recent years it names, which today's data answers.
  func note(tokens: [Token], reading question: Question) -> ReadingNote {
    let codes: Set<String>
    var notesLeftOut = false
    switch question.subject {
    case .country(let code):
      codes = [code]
      notesLeftOut = true
    case .ambiguous(let candidates):
      codes = Set(candidates)
      notesLeftOut = true
    case .comparison(let named, _), .between(let named): codes = Set(named)
    default: codes = []
    }
    var used = Set<Int>()
    var corrections: [(position: Int, correction: ReadingNote.Correction)] = []
    for match in subjects.nameMatches(in: tokens) where !codes.isDisjoint(with: match.codes) {
      used.formUnion(match.start..<match.end)
      guard match.edits > 0, match.codes.count == 1 else { continue }
      let typed = tokens[match.start..<match.end].map(\.text).joined(separator: " ")
      corrections.append((match.start, .init(typed: typed, meaning: .country(match.codes[0]))))
    }
    var leftOut: [String] = []
    var years: [Int] = []
    for (position, token) in tokens.enumerated() where !used.contains(position) {
      guard token.isWritten || token.isNumber, !token.afterApostrophe else { continue }
      if let year = IntentReader.year(token), IntentReader.recentYears.contains(year) {
        years.append(year)
      } else if let keyword = intents.keywordCorrected(token.key) {
        corrections.append((position, .init(typed: token.text, meaning: .word(keyword))))
      } else if notesLeftOut, !knownWords.value.knows(token.key) {
        leftOut.append(token.text)
      }
    }
    return ReadingNote(
      corrections: corrections.sorted { $0.position < $1.position }.map(\.correction),
      leftOut: leftOut, years: years)
  }
}

/// Every word one language's reader reads as something: cues, fillers, follow-up and joining words,
/// and the words one typo away from a filler.
struct KnownWords: Sendable {
  private let words: Set<String>
  private let fillerTypos: TypoIndex

  init(lexicon: Lexicon) {
    var words = lexicon.fillers.union(lexicon.subjectMarkers).union(lexicon.joiningWords)
      .union(lexicon.prefixLeadIns).union(lexicon.clauseOpeners).union(lexicon.indefiniteArticles)
      .union(lexicon.followUps.pointers).union(lexicon.followUps.openers)
      .union(lexicon.followUps.openingPairs.joined()).union(lexicon.countPhrases.joined())
    for definition in lexicon.intents {
      words.formUnion(definition.keywords)
      words.formUnion(definition.weakKeywords)
      words.formUnion(definition.phrases.joined())
      words.formUnion(definition.requiresOneOf)
      words.formUnion(definition.allowedTopics)
    }
    self.words = words
    fillerTypos = TypoIndex(words: lexicon.fillers)
  }

  func knows(_ key: String) -> Bool {
    words.contains(key) || (key.utf8.count > 3 && !fillerTypos.neighbours(of: key).isEmpty)
  }
}
