import Domain
import Testing

@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("france", "france", 0),
    ("frnace", "france", 1), ("franc", "france", 1), ("flaw", "lawn", 2), ("--prot", "--port", 1),
  ])
  func distance_countsInsertionsDeletionsSubstitutionsAndSwaps(a: String, b: String, edits: Int) {
    #expect(EditDistance.distance(a, b) == edits)
  }

  @Test(arguments: [("--prot", "--port", 2), ("ab", "ba", 2), ("kitten", "sitting", 3)])
  func distance_countsASwapAsTwoEditsWhenNotCountingSwaps(a: String, b: String, edits: Int) {
    #expect(EditDistance.distance(a, b, countingSwaps: false) == edits)
  }

  @Test func distance_comparesOnlyTheFirstBytesOfLongWords() {
    let word = String(repeating: "a", count: EditDistance.comparedBytes)

    let edits = EditDistance.distance(word + "xyz", word)

    #expect(edits == 0)
  }

  @Test func isWithinOne_agreesWithDistanceOnRandomShortWords() {
    var generator = SeededGenerator(seed: 0xED17)
    let letters = Array("abcab".utf8)
    func word() -> String {
      let bytes = (0..<generator.index(below: 6)).map { _ in
        letters[generator.index(below: letters.count)]
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var disagreements: [String] = []

    for _ in 0..<5_000 {
      let (a, b) = (word(), word())
      if EditDistance.isWithinOne(a, b) != (EditDistance.distance(a, b) <= 1) {
        disagreements.append("\(a) \(b)")
      }
    }

    #expect(disagreements.isEmpty)
  }

  /// Words read from the middle of a buffer of words, as the readers hold them.
  @Test func isWithinOne_readsWordsInsideALargerBuffer() {
    let buffer = Array("flagcapitalpopulation".utf8)
    func isWithinOne(_ typed: String) -> Bool {
      buffer.withUnsafeBufferPointer { buffer in
        Array(typed.utf8).withUnsafeBufferPointer {
          EditDistance.isWithinOne(bytes: $0, UnsafeBufferPointer(rebasing: buffer[4..<11]))
        }
      }
    }

    #expect(isWithinOne("capitl"))
    #expect(isWithinOne("kapital"))
    #expect(!isWithinOne("flag"))
    #expect(!isWithinOne("capit"))
  }

  @Test(arguments: [
    ("land", "aland", true), ("farnce", "france", false), ("rfance", "france", false),
    ("grance", "france", true), ("rance", "france", true),
  ])
  func differsAtStart_countsASwapOnlyWhenTheLengthIsKept(typed: String, name: String, differs: Bool)
  {
    #expect(EditDistance.differsAtStart(typed, name) == differs)
  }
}
