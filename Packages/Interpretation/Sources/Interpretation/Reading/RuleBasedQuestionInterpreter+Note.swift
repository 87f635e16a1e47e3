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
  /// allows, a noun it requires): known without building the vocabulary, which most questions, made
  /// of these and a name, never need ("describe the flag of Brazl" built it, 2.6 M instructions).
  fileprivate func isPlainlyKnown(_ key: String, asking intent: Intent) -> Bool {
    lexicon.fillers.contains(key) || lexicon.subjectMarkers.contains(key)
      || lexicon.intents.contains { definition in
        definition.intent == intent
          && (definition.keywords.contains(key) || definition.weakKeywords.contains(key)
            || definition.requiresOneOf.contains(key) || definition.allowedTopics.contains(key)
            || definition.phrases.contains { $0.contains(key) })
      }
  }
}

/// Every word one language's reader reads as something: fillers, subject markers, follow-up,
/// joining and count words, every fact's single cue words, the words of the places, languages and
/// currencies it knows, and the words one typo away from one of those; and, of each fact, the words
/// of its phrases, the topics it allows and its qualifiers ("stand" is known to a code's "stand
/// for", not to a flag's question).
struct FactVocabulary: Sendable {
  private let words: Set<String>
  /// Built on the first word not known as typed: most notes never need them.
  private let typos: Deferred<TypoIndex>
  private let ofFact: [Intent: Set<String>]

  /// `compiled`: `countries` are the bundled snapshot's, whose place words are compiled.
  init(_ lexicon: Lexicon, over countries: [Country], compiled: Bool = false) {
    self.init(lexicon: lexicon, placeWords: Self.placeWords(of: countries, compiled: compiled))
  }

  /// `placeWords(of:)`, compiled for the bundled snapshot (`CompiledNames.placeWords`): built, they
  /// read every country's details, 10 M instructions of a line with a word left out.
  static func placeWords(of countries: [Country], compiled: Bool) -> Set<String> {
    compiled ? Set(CompiledNames.placeWords.all.map(String.init)) : placeWords(of: countries)
  }

  /// The words of the countries' regions, subregions, continents and languages as the data names
  /// them: the same for every language, so made once for all six.
  static func placeWords(of countries: [Country]) -> Set<String> {
    var names: Set<String> = []
    for position in countries.indices {
      let country = countries[position]
      names.formUnion([country.region, country.subregion] + country.continents)
      names.formUnion(country.languages.map(\.name))
    }
    return Set(names.flatMap(letterWords))
  }

  /// The words of `name`, folded, split at anything but a letter; by bytes when the folded name is
  /// ASCII (splitting by characters was a quarter of building a language's vocabulary).
  static func letterWords(_ name: String) -> [String] {
    let folded = TextFolding.fold(name)
    guard folded.utf8.allSatisfy({ $0 < 0x80 }) else {
      return folded.split { !$0.isLetter }.map(String.init)
    }
    return folded.utf8.split { !((0x61...0x7A).contains($0) || (0x41...0x5A).contains($0)) }
      .map { String(Substring($0)) }
  }

  init(lexicon: Lexicon, placeWords: Set<String>) {
    var words = lexicon.fillers.union(lexicon.subjectMarkers).union(lexicon.joiningWords)
      .union(lexicon.qualifiers.general)
      .union(lexicon.prefixLeadIns).union(lexicon.clauseOpeners).union(lexicon.indefiniteArticles)
      .union(lexicon.followUps.pointers).union(lexicon.followUps.openers)
      .union(lexicon.followUps.openingPairs.joined()).union(lexicon.countPhrases.joined())
    var ofFact: [Intent: Set<String>] = [:]
    for definition in lexicon.intents {
      let cues = definition.keywords.union(definition.weakKeywords).union(definition.requiresOneOf)
      // Another fact of one country may be asked alongside ("the capital and flag of Peru");
      // another kind of question's words ("stand for", "whose") are not this one's.
      if definition.subject == .country { words.formUnion(cues) }
      ofFact[definition.intent, default: []].formUnion(cues)
      ofFact[definition.intent, default: []].formUnion(definition.phrases.joined())
      ofFact[definition.intent, default: []].formUnion(definition.allowedTopics)
    }
    for (intent, qualifiers) in lexicon.qualifiers.facts {
      ofFact[intent, default: []].formUnion(qualifiers)
    }
    let places = lexicon.places
    var names = Set(places.regionAliases.keys).union(places.languageAliases.keys)
    names.formUnion(places.currencyAliases.keys)
    for name in names { words.formUnion(Self.letterWords(name)) }
    words.formUnion(placeWords)
    self.words = words
    typos = Deferred { [words] in TypoIndex(words: words.filter { $0.utf8.count > 3 }) }
    self.ofFact = ofFact
    factTypos = ofFact.mapValues { facts in Deferred { TypoIndex(words: facts) } }
    // A short word is read as a typo of the fact's own words or of a word that asks nothing of
    // its own ("shw" as "show"), never of a filler or a place ("eat" is neither "each" nor "east").
    let general = lexicon.qualifiers.general
    plainTypos = Deferred { TypoIndex(words: general) }
    notTypos = lexicon.notTypos
  }

  private let notTypos: Set<String>
  private let factTypos: [Intent: Deferred<TypoIndex>]
  private let plainTypos: Deferred<TypoIndex>

  /// Whether `key`, in a question of `intent`, is a word this language reads: a real word one typo
  /// from a known one ("star", "start") is not, and a word of three letters is a typo of the fact's
  /// own words or of the general qualifiers only ("cty" of a capital's "city", "shw" of "show"; not
  /// "eat" of "east").
  func knows(_ key: String, asking intent: Intent) -> Bool {
    if words.contains(key) || ofFact[intent]?.contains(key) == true { return true }
    guard !notTypos.contains(key) else { return false }
    if factTypos[intent]?.value.neighbours(of: key).isEmpty == false
      || !plainTypos.value.neighbours(of: key).isEmpty
    {
      return true
    }
    return key.utf8.count > 3 && !typos.value.neighbours(of: key).isEmpty
  }
}
