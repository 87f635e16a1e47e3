import Domain

/// Which languages a question may be in, most likely first: each lexicon counts the words of the
/// question it knows (cues, fillers, lead-ins); equal counts are told apart by the words written with
/// an accent only one of them writes (`Lexicon.markedWords`: "é" is Portuguese's "is", while its key
/// "e" is Spanish's "and" too), then by the country names the data gives in that language
/// ("Marruecos" is Spanish), then English first, then `tieOrder` (by how many write each language).
struct LanguageGuess: Sendable {
  private let vocabularies: [(language: Language, words: WordSet)]
  private let marks: [Language: Set<String>]
  private let nameWords: [Language: Deferred<WordSet>]
  /// Each word of every vocabulary with the vocabularies that hold it, once the guess is made often
  /// (a daemon): one lookup a word, not one for each language.
  private let knownWords = Published()

  private final class KnownWords: Sendable {
    let value: [String: UInt8]

    init(_ value: [String: UInt8]) {
      self.value = value
    }
  }

  /// The words of `languages` come from the generated `WordTables`: a foreign question builds no
  /// lexicon but its own language's. `compiledNames`: `countries` are the bundled snapshot, whose
  /// names' words are compiled (`CompiledNames.guessNameWords`).
  init(languages: [Language], countries: [Country], compiledNames: Bool = false) {
    precondition(languages.count <= UInt8.bitWidth, "a word's vocabularies are bits of a UInt8")
    vocabularies = languages.map { ($0, WordTables.guessWordSet($0)) }
    marks = Dictionary(languages.map { ($0, WordTables.markedWords($0)) }) { $0.union($1) }
    var names: [Language: Deferred<WordSet>] = [:]
    for language in languages {
      names[language] = Deferred {
        compiledNames
          ? WordSet(compiled: CompiledNames.table(for: language).guessNameWords)
          : WordSet(Self.nameWords(of: countries, in: language))
      }
    }
    nameWords = names
  }

  /// Whether the text has a word of some language's lexicon: "Peru?" or an emoji has none.
  func hasWords(_ tokens: [Token]) -> Bool {
    tokens.contains { vocabularies(holding: $0.key) != 0 }
  }

  /// Whether the words of every vocabulary are indexed together (after many guesses).
  var hasIndexedWords: Bool { knownWords.isPublished }

  /// Which vocabularies hold `key`: bit `n` for `vocabularies[n]`.
  private func vocabularies(holding key: String) -> UInt8 {
    if let known = knownWords.object(making: { KnownWords(indexed()) }) {
      return unsafeDowncast(known, to: KnownWords.self).value[key] ?? 0
    }
    var holders: UInt8 = 0
    for (position, entry) in vocabularies.enumerated() where entry.words.contains(key) {
      holders |= 1 << position
    }
    return holders
  }

  private func indexed() -> [String: UInt8] {
    var holders: [String: UInt8] = [:]
    for (position, entry) in vocabularies.enumerated() {
      for word in entry.words.all { holders[word, default: 0] |= 1 << position }
    }
    return holders
  }

  /// The languages worth reading the text in, best first, each with whether it shares the best
  /// count of known words, and whether it ties with the first on names too (only `tieOrder`
  /// put one first); English is always among them.
  func ranked(_ tokens: [Token]) -> [(language: Language, isBest: Bool, isTop: Bool)] {
    let keys = tokens.map(\.key)
    let holders = keys.map(vocabularies(holding:))
    // Names are told apart by their own words: "la" and "e" are in names too ("Isla de la Juventud").
    let nameKeys = keys.indices.filter { holders[$0] == 0 }.map { keys[$0] }
    let scored = vocabularies.enumerated().map { position, entry in
      (entry.language, holders.reduce(0) { $0 + Int($1 >> position & 1) })
    }
    let best = scored.map(\.1).max() ?? 0
    let tied = scored.filter { $0.1 == best }.map(\.0)
    let marked: [Language: Int] = tied.count > 1 ? markCounts(tokens, among: tied) : [:]
    let names: [Language: Int] =
      tied.count > 1
      ? Dictionary(
        uniqueKeysWithValues: tied.map { language in
          let words = nameWords[language]?.value
          return (language, nameKeys.reduce(0) { $0 + (words?.contains($1) == true ? 1 : 0) })
        }) : [:]
    let order = Self.tieOrder
    let sorted = scored.filter { $0.1 > 0 || $0.0 == .english || names[$0.0, default: 0] > 0 }
      .sorted { lhs, rhs in
        if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
        let (leftMarks, rightMarks) = (marked[lhs.0] ?? 0, marked[rhs.0] ?? 0)
        if leftMarks != rightMarks { return leftMarks > rightMarks }
        let (left, right) = (names[lhs.0] ?? 0, names[rhs.0] ?? 0)
        if left != right { return left > right }
        return (order.firstIndex(of: lhs.0) ?? 0) < (order.firstIndex(of: rhs.0) ?? 0)
      }
    let topMarks = sorted.first.map { marked[$0.0] ?? 0 } ?? 0
    let topNames = sorted.first.map { names[$0.0] ?? 0 } ?? 0
    return sorted.map { entry in
      (
        language: entry.0, isBest: entry.1 == best,
        isTop: entry.1 == best && (marked[entry.0] ?? 0) == topMarks
          && (names[entry.0] ?? 0) == topNames
      )
    }
  }

  /// How many of the words, as written, each language marks as its own: a word two of them mark
  /// ("à") tells neither apart.
  private func markCounts(_ tokens: [Token], among languages: [Language]) -> [Language: Int] {
    var counts: [Language: Int] = [:]
    for token in tokens {
      let written = token.text.lowercased()
      guard written != token.key else { continue }
      let owners = languages.filter { marks[$0]?.contains(written) ?? false }
      if owners.count == 1 { counts[owners[0], default: 0] += 1 }
    }
    return counts
  }

  /// The last word on a tie nothing else breaks, by how many people write each language: "capital de
  /// Cuba" is Spanish or Portuguese before it is French, which writes "capitale".
  static let tieOrder: [Language] = [.english, .spanish, .portuguese, .french, .german, .italian]

  /// The words the guess counts for `lexicon`'s language, as `WordTables` holds them: derived here
  /// from the lexicon for `WordTablesTests` and `make word-tables`.
  static func vocabulary(of lexicon: Lexicon) -> Set<String> {
    var words = lexicon.fillers.union(lexicon.prefixLeadIns).union(lexicon.places.countryNouns)
      .union(lexicon.placeModifiers)
    for definition in lexicon.intents {
      words.formUnion(definition.keywords)
      words.formUnion(definition.weakKeywords)
      words.formUnion(definition.requiresOneOf)
      for phrase in definition.phrases { words.formUnion(phrase) }
    }
    words.formUnion(lexicon.places.measures.keys)
    words.formUnion(lexicon.places.superlatives.keys)
    words.formUnion(lexicon.places.comparatives.keys)
    for alias in lexicon.places.regionAliases.keys {
      words.formUnion(Tokenizer.nameKeys(alias, spelling: .none))
    }
    return words
  }

  /// The words of the names countries have in `language`: the data's translations, or for English
  /// its own names (not the alternative spellings, which hold native names: "Belgien", "Norge").
  static func nameWords(of countries: [Country], in language: Language) -> Set<String> {
    var words: Set<String> = []
    for country in countries {
      let names =
        language == .english
        ? [country.names.common, country.names.official]
        : [country.names.translation(in: language.rawValue)].compactMap { $0 }.flatMap {
          [$0.common, $0.official]
        }
      for name in names { words.formUnion(Tokenizer.nameKeys(name, spelling: .none)) }
    }
    return words
  }
}
