import Domain
import DomainTestSupport
import Testing

@testable import Interpretation

/// The language guess ranks a line the same whether it looks each word up in every language's
/// vocabulary (a one-shot) or, once it has guessed often (a daemon), in one index of them all.
@Suite struct LanguageGuessTests {
  static let lines = [
    "what is the capital of peru", "¿cuál es la capital de Perú?",
    "quelle est la capitale du Pérou",
    "was ist die Hauptstadt von Peru", "qual é a capital do Peru", "qual è la capitale del Perù",
    "capital de Cuba", "Marruecos bandera", "la moneda de Alemania", "e a moeda da Itália",
    "welche Sprache spricht man in Österreich", "quanti abitanti ha la Francia", "Peru?", "👍",
    "pays qui commencent par Al", "países que empiezan por Ca", "Isla de la Juventud",
  ]

  @Test func aLine_isRankedTheSame_beforeAndAfterTheWordsAreIndexed() {
    let guess = LanguageGuess(languages: Language.allCases, countries: SampleCountries.all)
    let tokens = Self.lines.map { Tokenizer.tokens($0, spelling: .none) }
    let first = tokens.map { guess.ranked($0).map(Self.describe) }
    let hadWords = tokens.map(guess.hasWords)
    #expect(hadWords.contains(false))
    #expect(!guess.hasIndexedWords)
    #expect(first.contains { $0.first?.hasPrefix("spanish") == true })
    #expect(first.contains { $0.first?.hasPrefix("german") == true })

    // Each word is one use of the index; enough rounds to read both ways.
    let words = tokens.map(\.count).reduce(0, +)
    for _ in 0...(SortedLines.searchesBeforeIndexing / words + 1) {
      for (position, line) in tokens.enumerated() {
        #expect(guess.ranked(line).map(Self.describe) == first[position])
        #expect(guess.hasWords(line) == hadWords[position])
      }
    }
    #expect(guess.hasIndexedWords)
  }

  private static func describe(_ entry: (language: Language, isBest: Bool, isTop: Bool)) -> String {
    "\(entry.language) \(entry.isBest) \(entry.isTop)"
  }
}
