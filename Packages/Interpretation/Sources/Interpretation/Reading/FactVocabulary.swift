import Domain

/// Every word one language's reader reads as something: fillers, subject markers, follow-up,
/// joining and count words, every fact's single cue words, the words of the places, languages and
/// currencies it knows, and the words one typo away from one of those; and, of each fact, the words
/// of its phrases, the topics it allows and its qualifiers ("stand" is known to a code's "stand
/// for", not to a flag's question).
struct FactVocabulary: Sendable {
  private let lexicon: Lexicon
  private let placeWords: PlaceWords
  /// The words of the names of the places, languages and currencies the language knows, folded:
  /// gathered when a word is none of the lexicon's as it stands.
  private let aliasWords: Deferred<Set<String>>
  /// Built on the first word not known as typed (most notes never need them), or compiled for the
  /// bundled snapshot (`CompiledNames.vocabularyTypos`): built, they gathered and indexed every word
  /// of the language (2.7 M instructions of a line with one word misspelt).
  private let typos: LazyTypoIndex

  /// The words of the countries' regions, continents and languages: built from the data, or, for
  /// the bundled snapshot, the compiled table searched where it lies.
  private enum PlaceWords: Sendable {
    case built(Set<String>)
    case compiled

    func contains(_ word: String) -> Bool {
      switch self {
      case .built(let words): words.contains(word)
      case .compiled: CompiledNames.placeWords.contains(key: word)
      }
    }
  }

  /// `compiled`: `countries` are the bundled snapshot's, whose place words are compiled.
  init(_ lexicon: Lexicon, over countries: [Country], compiled: Bool = false) {
    self.init(
      lexicon: lexicon,
      placeWords: compiled ? .compiled : .built(Self.placeWords(of: countries)))
  }

  /// Over place words already gathered (`placeWords(of:)`), or the compiled ones when nil.
  init(lexicon: Lexicon, placeWords: Set<String>?) {
    self.init(lexicon: lexicon, placeWords: placeWords.map { .built($0) } ?? .compiled)
  }

  /// The words of the countries' regions, subregions, continents and languages as the data names
  /// them: the same for every language, so made once for all six; compiled for the bundled snapshot
  /// (`CompiledNames.placeWords`): built, they read every country's languages and continents.
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

  /// The words are looked for in the lexicon's own sets in turn, not gathered into one: gathering
  /// them, a language's every word hashed again, was 3.7 M instructions of a line with a word left out.
  private init(lexicon: Lexicon, placeWords: PlaceWords) {
    self.lexicon = lexicon
    self.placeWords = placeWords
    aliasWords = Deferred { Self.aliasWords(of: lexicon) }
    switch placeWords {
    case .compiled:
      typos = LazyTypoIndex(compiled: CompiledNames.table(for: lexicon.language).vocabularyTypos)
    case .built(let places):
      typos = LazyTypoIndex { TypoIndex(words: Self.typoWords(of: lexicon, placeWords: places)) }
    }
    var factTypos: [Intent: Deferred<TypoIndex>] = [:]
    for definition in lexicon.intents {
      factTypos[definition.intent] = Deferred {
        TypoIndex(words: Self.words(of: definition.intent, in: lexicon))
      }
    }
    self.factTypos = factTypos
    let general = lexicon.qualifiers.general
    // A short word is read as a typo of the fact's own words or of a word that asks nothing of
    // its own ("shw" as "show"), never of a filler or a place ("eat" is neither "each" nor "east").
    plainTypos = Deferred { TypoIndex(words: general) }
    notTypos = lexicon.notTypos
  }

  /// The words a misspelt word is read as one typo from: every word of four letters or more the
  /// language reads in a question about one country (`knows`), places' included.
  static func typoWords(of lexicon: Lexicon, placeWords: Set<String>) -> Set<String> {
    lexiconWords(of: lexicon).union(placeWords).union(aliasWords(of: lexicon))
      .filter { $0.utf8.count > 3 }
  }

  private static func aliasWords(of lexicon: Lexicon) -> Set<String> {
    let places = lexicon.places
    var names = Set(places.regionAliases.keys).union(places.languageAliases.keys)
    names.formUnion(places.currencyAliases.keys)
    return Set(names.flatMap(letterWords))
  }

  /// The lexicon's own sets of words a question about one country may hold besides its cues, as
  /// the lexicon keeps them (nothing is hashed again), and the word lists of its phrases.
  private static func wordSets(of lexicon: Lexicon) -> [Set<String>] {
    [
      lexicon.fillers, lexicon.subjectMarkers, lexicon.joiningWords, lexicon.qualifiers.general,
      lexicon.prefixLeadIns, lexicon.clauseOpeners, lexicon.indefiniteArticles,
      lexicon.followUps.pointers, lexicon.followUps.openers,
    ]
  }

  private static func phrases(of lexicon: Lexicon) -> [[String]] {
    Array(lexicon.followUps.openingPairs) + lexicon.countPhrases
  }

  /// Whether `key` cues `definition`: a keyword, a weak keyword or a noun it requires.
  private static func cues(_ definition: IntentDefinition, _ key: String) -> Bool {
    definition.keywords.contains(key) || definition.weakKeywords.contains(key)
      || definition.requiresOneOf.contains(key)
  }

  private static func cueWords(of definition: IntentDefinition) -> Set<String> {
    definition.keywords.union(definition.weakKeywords).union(definition.requiresOneOf)
  }

  /// Every word the lexicon reads in a question of any fact of one country, gathered: for its typo
  /// index. Another fact of one country may be asked alongside ("the capital and flag of Peru");
  /// another kind of question's words ("stand for", "whose") are not this one's.
  private static func lexiconWords(of lexicon: Lexicon) -> Set<String> {
    var words = wordSets(of: lexicon).reduce(into: Set<String>()) { $0.formUnion($1) }
    words.formUnion(phrases(of: lexicon).joined())
    for definition in lexicon.intents where definition.subject == .country {
      words.formUnion(cueWords(of: definition))
    }
    return words
  }

  /// Whether `key` is one of `lexiconWords(of:)`, looked for set by set.
  private func isLexiconWord(_ key: String) -> Bool {
    Self.wordSets(of: lexicon).contains { $0.contains(key) }
      || Self.phrases(of: lexicon).contains { $0.contains(key) }
      || lexicon.intents.contains { $0.subject == .country && Self.cues($0, key) }
  }

  /// The words of one fact: its cues, the words of its phrases, the topics it allows and its
  /// qualifiers ("stand" is known to a code's "stand for", not to a flag's question).
  private static func words(of intent: Intent, in lexicon: Lexicon) -> Set<String> {
    var words = Set<String>()
    for definition in lexicon.intents where definition.intent == intent {
      words.formUnion(cueWords(of: definition))
      words.formUnion(definition.phrases.joined())
      words.formUnion(definition.allowedTopics)
    }
    words.formUnion(lexicon.qualifiers.facts[intent] ?? [])
    return words
  }

  /// Whether `key` is one of `words(of:in:)`, looked for set by set.
  static func isWord(_ key: String, of intent: Intent, in lexicon: Lexicon) -> Bool {
    lexicon.intents.contains { definition in
      definition.intent == intent
        && (cues(definition, key) || definition.allowedTopics.contains(key)
          || definition.phrases.contains { $0.contains(key) })
    } || lexicon.qualifiers.facts[intent]?.contains(key) == true
  }

  private let notTypos: Set<String>
  private let factTypos: [Intent: Deferred<TypoIndex>]
  private let plainTypos: Deferred<TypoIndex>

  /// Whether `key`, in a question of `intent`, is a word this language reads: a real word one typo
  /// from a known one ("star", "start") is not, and a word of three letters is a typo of the fact's
  /// own words or of the general qualifiers only ("cty" of a capital's "city", "shw" of "show"; not
  /// "eat" of "east").
  func knows(_ key: String, asking intent: Intent) -> Bool {
    if isLexiconWord(key) || placeWords.contains(key) || Self.isWord(key, of: intent, in: lexicon)
      || aliasWords.value.contains(key)
    {
      return true
    }
    guard !notTypos.contains(key) else { return false }
    if factTypos[intent]?.value.neighbours(of: key).isEmpty == false
      || !plainTypos.value.neighbours(of: key).isEmpty
    {
      return true
    }
    return key.utf8.count > 3 && !typos.neighbours(of: key).isEmpty
  }
}
