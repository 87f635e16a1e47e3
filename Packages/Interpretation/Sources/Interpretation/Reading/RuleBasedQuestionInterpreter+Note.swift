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
    // A fact of one country found by its name (not by a capital, a code or a flag): every other
    // word is the question's.
    var notesLeftOut = IntentDefinition.SubjectKind.of(question.intent) == .country
    switch question.subject {
    case .country(let code): codes = [code]
    case .ambiguous(let candidates): codes = Set(candidates)
    case .comparison(let named, _), .between(let named):
      codes = Set(named)
      notesLeftOut = false
    default:
      codes = []
      notesLeftOut = false
    }
    var used = Set<Int>()
    var corrections: [(position: Int, correction: ReadingNote.Correction)] = []
    // A question about no country ("Länder die mit AL beginnen") has no name to note: its names'
    // matches (demonyms included, 39 M instructions to build) are not looked for.
    let matches = codes.isEmpty ? [] : subjects.nameMatches(in: tokens)
    for match in matches where !codes.isDisjoint(with: match.codes) {
      used.formUnion(match.start..<match.end)
      guard match.edits > 0, match.codes.count == 1 else { continue }
      let typed = tokens[match.start..<match.end].map(\.text).joined(separator: " ")
      corrections.append((match.start, .init(typed: typed, meaning: .country(match.codes[0]))))
    }
    var leftOut: [Int] = []
    var years: [Int] = []
    for (position, token) in tokens.enumerated() where !used.contains(position) {
      // A flag emoji beside its country's name ("Iceland 🇮🇸") says no more than the name.
      if let flag = token.flagCode {
        if notesLeftOut, !codes.contains(flag) { leftOut.append(position) }
        continue
      }
      guard token.isWritten || token.isNumber, !token.afterApostrophe else { continue }
      if let year = IntentReader.year(token), IntentReader.recentYears.contains(year) {
        years.append(year)
      } else if let keyword = intents.keywordCorrected(token.key) {
        corrections.append((position, .init(typed: token.text, meaning: .word(keyword))))
      } else if notesLeftOut, !isPlainlyKnown(token.key, asking: question.intent),
        !vocabulary.value.knows(token.key, asking: question.intent)
      {
        leftOut.append(position)
      }
    }
    // Words of another clause than the question's ("I'm planning a trip, what is …") are not its.
    let asked = leftOut.isEmpty ? [] : relevant(Set(leftOut), tokens, cues(in: tokens))
    return ReadingNote(
      corrections: corrections.sorted { $0.position < $1.position }.map(\.correction),
      leftOut: leftOut.filter(asked.contains).map { tokens[$0].text }, years: years)
  }
}

extension RuleBasedQuestionInterpreter {
  /// A filler, a subject marker or a word of the fact asked (a cue, a word of its phrases, a topic it
  /// allows, a noun it requires, a qualifier): known without building the vocabulary, which most
  /// questions, made of these and a name, never need ("describe the flag of Brazl" built it).
  fileprivate func isPlainlyKnown(_ key: String, asking intent: Intent) -> Bool {
    lexicon.fillers.contains(key) || lexicon.subjectMarkers.contains(key)
      || FactVocabulary.isWord(key, of: intent, in: lexicon)
  }
}
