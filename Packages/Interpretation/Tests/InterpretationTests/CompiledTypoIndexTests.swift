import Domain
import Testing

@testable import Interpretation

/// The typo indexes compiled for the bundled snapshot (`TypoIndex.variantLines`, read where they
/// lie) find what an index built from the same words finds, in the same order.
@Suite struct CompiledTypoIndexTests {
  /// The words a compiled index holds: the lines filed under the word itself.
  static func words(of lines: SortedLines) -> [String] { TypoIndex.words(of: lines) }

  /// Each word, and each with a letter changed, dropped, doubled or swapped with the next, and
  /// words of no index.
  static func questions(_ words: [String], seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    var asked = ["belgium", "brazl", "frnace", "phillipines", "canbera", "xyz", "e"]
    for word in words {
      var bytes = Array(word.utf8)
      asked.append(word)
      let at = Int.random(in: 0..<bytes.count, using: &generator)
      var changed = bytes
      changed[at] = UInt8(ascii: "a") + UInt8.random(in: 0..<26, using: &generator)
      var dropped = bytes
      dropped.remove(at: at)
      var doubled = bytes
      doubled.insert(bytes[at], at: at)
      if at + 1 < bytes.count { bytes.swapAt(at, at + 1) }
      asked += [changed, dropped, doubled, bytes].map { String(decoding: $0, as: UTF8.self) }
    }
    return asked
  }

  @Test(arguments: Language.allCases)
  func compiledIndexes_findTheBuiltIndexesNeighbours_inTheirOrder(language: Language) {
    let compiled = CompiledNames.table(for: language)
    for lines in [
      compiled.firstWordTypos, compiled.translatedFirstWordTypos, compiled.capitalTypos,
    ] {
      let words = Self.words(of: lines)
      let built = TypoIndex(indexing: words.sorted())
      for word in Self.questions(words, seed: 11) {
        #expect(TypoIndex.neighbours(of: word, in: lines) == built.neighbours(of: word), "\(word)")
      }
    }
  }

  /// A compiled index searched often (a daemon) indexes its words, and finds what the lines find, in
  /// the same order, before and after.
  @Test(arguments: Language.allCases)
  func aCompiledIndexSearchedOften_findsTheSameNeighbours(language: Language) {
    let lines = CompiledNames.table(for: language).firstWordTypos
    let lazy = LazyTypoIndex(compiled: lines)
    let questions = Self.questions(Array(Self.words(of: lines).prefix(60)), seed: 5)
    let expected = questions.map { TypoIndex.neighbours(of: $0, in: lines) }
    #expect(expected.contains { !$0.isEmpty })
    #expect(questions.count > LazyTypoIndex.searchesBeforeIndexing)

    for (word, neighbours) in zip(questions, expected).prefix(10) {
      #expect(lazy.neighbours(of: word) == neighbours, "\(word)")
    }
    #expect(!lazy.isIndexed)
    for (word, neighbours) in zip(questions, expected) {
      #expect(lazy.neighbours(of: word) == neighbours, "\(word)")
    }
    #expect(lazy.isIndexed)
  }

  @Test func theCompiledIndexes_holdTheirVocabularies() {
    let english = CompiledNames.english
    #expect(Self.words(of: english.firstWordTypos).contains("belgium"))
    #expect(Self.words(of: english.capitalTypos).contains("canberra"))
    #expect(!Self.words(of: english.capitalTypos).contains("paris"), "shorter than six letters")
    #expect(
      LazyTypoIndex(compiled: english.firstWordTypos).neighbours(of: "belgiun").contains("belgium"))
    #expect(TypoIndex.neighbours(of: "canbera", in: english.capitalTypos) == ["canberra"])
  }
}
