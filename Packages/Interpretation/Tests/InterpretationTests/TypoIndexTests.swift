import Domain
import Testing

@testable import Interpretation

/// The typo index finds exactly the words one edit away that comparing with every word finds.
@Suite struct TypoIndexTests {
  static func randomWords(_ count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    let letters = Array("aeinorstlmb".utf8)
    return (0..<count).map { _ in
      let length = Int.random(in: 3...9, using: &generator)
      let bytes = (0..<length).map { _ in
        letters[Int.random(in: 0..<letters.count, using: &generator)]
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  @Test(arguments: [3, 40, 3_000])
  func neighbours_areTheWordsOneEditAway_forVocabulariesOfAnySize(size: Int) {
    let vocabulary = Self.randomWords(size, seed: UInt64(size))
    let index = TypoIndex(words: vocabulary)
    let indexed = Set(vocabulary.filter { $0.utf8.count >= TypoIndex.minimumLength })
    for word in Self.randomWords(300, seed: 7) + vocabulary.prefix(100) {
      let expected: Set<String> =
        word.utf8.count < TypoIndex.minimumLength - 1
        ? [] : indexed.filter { $0 != word && EditDistance.isWithinOne(word, $0) }
      #expect(Set(index.neighbours(of: word)) == expected, "\(word)")
    }
  }

  @Test func aTypo_findsItsWord_andTheWordItselfIsNeverItsNeighbour() {
    let index = TypoIndex(words: ["france", "spain", "brazil"])
    #expect(index.neighbours(of: "frnace") == ["france"], "two letters swapped are one edit")
    #expect(index.neighbours(of: "fronce-x").isEmpty)
    #expect(index.neighbours(of: "germany").isEmpty)
    #expect(index.neighbours(of: "france").isEmpty)
    #expect(index.neighbours(of: "frence") == ["france"])
    #expect(index.neighbours(of: "brazl") == ["brazil"])
  }

  @Test(arguments: [0, 1, 4, 12])
  func sortedByPrefix_isTheSortedArray_andEachPrefixStartsWhereItsValuesDo(bits: Int) {
    var generator = SeededGenerator(seed: UInt64(bits) + 7)
    let values =
      (0..<3_000).map { _ in UInt64.random(in: .min ... .max, using: &generator) }
      + [0, .max, 42, 42]
    let shift = UInt64(64 - bits)
    let (sorted, starts) = TypoIndex.sorted(values, byPrefixOver: shift, prefixes: 1 << bits)
    #expect(sorted == values.sorted())
    #expect(starts.count == (1 << bits) + 1)
    for prefix in 0..<(1 << bits) {
      let expected = sorted.firstIndex { $0 >> shift >= UInt64(prefix) } ?? sorted.count
      #expect(Int(starts[prefix]) == expected)
    }
    #expect(Int(starts[1 << bits]) == sorted.count)
  }
}
