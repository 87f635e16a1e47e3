import Domain

/// Every word an English question may hold: the English lexicon's words of every kind and the words of
/// the countries' English names and aliases. A line made only of these is read in English alone, so an
/// English chat never builds another language's words, names or reader (issue: chat RSS ≤ 20 MB).
/// Alternative spellings are left out: they hold native names ("República de Chile"), whose "de" and
/// "la" must send "population de la France" to French.
struct EnglishWords: Sendable {
  private let words: WordSet
  /// The words of the countries' English names and capitals.
  private let nameWords: WordSet
  /// The words `LanguageGuess` counts for English: a line with none is in no language ("Peru?").
  private let vocabulary: WordSet

  /// The lexicon's words come from the generated `WordTables`; the names from the data in use, or
  /// from `CompiledNames` for the bundled snapshot's (`compiledNames`).
  init(countries: [Country], compiledNames: Bool = false) {
    vocabulary = WordTables.englishGuessWords
    words = WordTables.englishLineWords
    nameWords =
      compiledNames
      ? WordSet(compiled: CompiledNames.englishLineNames) : WordSet(Self.nameWords(countries))
  }

  /// Words of the countries' English names and capitals. Short words ("de" of a capital, "lao")
  /// are left to the language guess: they are other languages' function words too ("capital de
  /// Perú" is Spanish).
  static func nameWords(_ countries: [Country]) -> Set<String> {
    var words: Set<String> = []
    for name in countries.flatMap({ [$0.names.common, $0.names.official] + $0.capitals }) {
      words.formUnion(Tokenizer.nameKeys(name, spelling: .none).filter { $0.utf8.count >= 4 })
    }
    return words
  }

  /// The words of English's lexicon a line may hold, as `WordTables` holds them: derived here from
  /// the lexicon for `WordTablesTests` and `make word-tables`.
  static func lineWords(of lexicon: Lexicon) -> Set<String> {
    var words = LanguageGuess.vocabulary(of: lexicon)
    words.formUnion(lexicon.offTopicWords)
    words.formUnion(lexicon.offTopicVerbs)
    words.formUnion(lexicon.offTopicPhrases.joined())
    words.formUnion(lexicon.notTypos)
    words.formUnion(lexicon.placeModifiers)
    words.formUnion(lexicon.prefixBackReferences)
    words.formUnion(lexicon.genericNameWords)
    words.formUnion(lexicon.followUps.pointers)
    words.formUnion(lexicon.followUps.openers)
    words.formUnion(lexicon.followUps.openingPairs.joined())
    words.formUnion(lexicon.subjectMarkers)
    words.formUnion(lexicon.clauseOpeners)
    words.formUnion(lexicon.indefiniteArticles)
    words.formUnion(lexicon.spelling.contractionTails)
    words.formUnion(lexicon.spelling.abbreviations.keys)
    words.insert(lexicon.spelling.ampersand)
    words.insert("&")
    for definition in lexicon.intents {
      words.formUnion(definition.falseFriendsBefore)
      words.formUnion(definition.falseFriendsAfter)
      words.formUnion(definition.allowedTopics)
    }
    for name in lexicon.ambiguousNames.keys {
      words.formUnion(Tokenizer.nameKeys(name, spelling: .none).filter { $0.utf8.count >= 4 })
    }
    words.formUnion(lexicon.aliases.keys.flatMap { Tokenizer.nameKeys($0, spelling: .none) })
    return words.filter { !$0.isEmpty && !$0.contains(" ") }
  }

  /// Whether every word of the line is one English has: numbers, emoji and initials count as any
  /// language's.
  func holdsAll(_ tokens: [Token]) -> Bool {
    tokens.allSatisfy { token in
      !token.isWritten || token.flagCode != nil || token.isNumber || words.contains(token.key)
        || nameWords.contains(token.key)
    }
  }

  /// Whether the line has a word of the English lexicon, not only names.
  func hasLexiconWord(_ tokens: [Token]) -> Bool {
    tokens.contains { vocabulary.contains($0.key) }
  }
}
