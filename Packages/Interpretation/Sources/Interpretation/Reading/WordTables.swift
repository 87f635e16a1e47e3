import Domain

/// The word lists a line is routed by, derived from the language packs when the project is built, not
/// in every process: which languages a line may be in (`LanguageGuess`), whether every word is
/// English's (`EnglishWords`) and whether a word is any pack's at all (`KnownWords`). Building them
/// from the packs meant building all six lexicons and facts tables on a foreign question (about
/// 30 M instructions of a one-shot) or on an unknown word (2 MB of typo index); the generated table
/// (`WordTables+Table.swift`, written by `make word-tables`) holds each list as one string of words,
/// sorted: searched in place (`SortedLines`, a word a line) or split on first use. `WordTablesTests` derives every list from the
/// packs again and fails, naming `make word-tables`, when the table no longer matches them.
enum WordTables {
  /// The words `language` writes with an accent that tells it apart (`Lexicon.markedWords`).
  static func markedWords(_ language: Language) -> Set<String> {
    words(markedTable(language))
  }

  /// Every word an English line may hold besides the data's names (`EnglishWords`), and the
  /// English words `LanguageGuess` counts, searched where they lie.
  static var englishLineWords: WordSet { WordSet(compiled: englishLineLines) }
  static var englishGuessWords: WordSet { guessWordSet(.english) }

  /// The words `LanguageGuess` counts for `language`, searched where they lie.
  static func guessWordSet(_ language: Language) -> WordSet {
    switch language {
    case .english: WordSet(compiled: englishGuessLines)
    case .french: WordSet(compiled: frenchGuessLines)
    case .spanish: WordSet(compiled: spanishGuessLines)
    case .german: WordSet(compiled: germanGuessLines)
    case .portuguese: WordSet(compiled: portugueseGuessLines)
    case .italian: WordSet(compiled: italianGuessLines)
    }
  }

  static func markedTable(_ language: Language) -> String {
    switch language {
    case .english: englishMarkedTable
    case .french: frenchMarkedTable
    case .spanish: spanishMarkedTable
    case .german: germanMarkedTable
    case .portuguese: portugueseMarkedTable
    case .italian: italianMarkedTable
    }
  }

  private static func words(_ table: String) -> Set<String> {
    Set(split(table).map(String.init))
  }

  /// A table's words: they are separated by spaces and line ends.
  /// By bytes: splitting by characters cost more than building the lexicons it saves.
  static func split(_ table: String) -> [Substring] {
    table.utf8.split { $0 == 0x20 || $0 == 0x0A }.map { Substring($0) }
  }

}
