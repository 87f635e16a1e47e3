import Testing

@testable import Interpretation

/// Compiled tables are searched where they lie, by a line's first word.
@Suite struct SortedLinesTests {
  static let names = SortedLines(
    """
    costa rica\tCR\t0
    cote divoire\tCI\t0
    cuba\tCU\t0
    guinea\tGN\t0
    guinea bissau\tGW\t0
    guinea ecuatorial\tGQ\t3
    guineabissau\tGW\t1
    south africa\tZA\t0
    south korea\tKR\t0
    south sudan\tSS\t0
    sudan\tSD\t0
    """)

  @Test func lines_areEveryLineStartingWithTheWord_inOrder() {
    #expect(
      Self.names.lines(key: "guinea")
        == ["guinea\tGN\t0", "guinea bissau\tGW\t0", "guinea ecuatorial\tGQ\t3"])
    #expect(Self.names.lines(key: "south").count == 3)
    #expect(Self.names.lines(key: "sudan") == ["sudan\tSD\t0"])
  }

  @Test func aWordThatOnlyBeginsAnotherFindsNothing() {
    #expect(Self.names.lines(key: "guin").isEmpty)
    #expect(Self.names.lines(key: "sud").isEmpty)
    #expect(Self.names.lines(key: "cost").isEmpty)
    #expect(Self.names.lines(key: "guineabissa").isEmpty)
  }

  @Test func wordsBeforeTheFirstAndAfterTheLastFindNothing() {
    #expect(!Self.names.contains(key: "aruba"))
    #expect(!Self.names.contains(key: "zambia"))
    #expect(!Self.names.contains(key: ""))
    #expect(Self.names.contains(key: "costa"))
    #expect(Self.names.contains(key: "sudan"))
  }

  @Test func everyLineIsFoundByItsOwnFirstWord() {
    for line in Self.names.all {
      let key = String(line.prefix { $0 != " " && $0 != "\t" })
      #expect(Self.names.lines(key: key).contains(line), "\(line)")
    }
    #expect(Self.names.all.count == 11)
  }

  @Test func anEmptyTableHoldsNothing() {
    let empty = SortedLines("")
    #expect(empty.all.isEmpty)
    #expect(!empty.contains(key: "peru"))
  }

  @Test func aCompiledEntryReadsBackAsTheEntryItWasWrittenFrom() {
    let entry = NameEntry(words: ["guinea", "bissau"], codes: ["GW", "GN"], tier: .partial)
    let read = NameEntry(line: Substring(entry.line))
    #expect(read?.words == entry.words)
    #expect(read?.codes == entry.codes)
    #expect(read?.tier == entry.tier)
    #expect(NameEntry(line: "guinea\tGN") == nil)
    #expect(NameEntry(line: "guinea\tGN\t9") == nil)
  }

  @Test func aTableSearchedOftenFindsTheSameLinesByItsIndex() {
    let table = SortedLines(
      """
      guinea\tGN\t0
      guinea bissau\tGW\t0
      sudan\tSD\t0
      """)
    let keys = ["guinea", "sudan", "guin", "aruba", "zambia", ""]
    let searched = keys.map { table.lines(key: $0) }
    for _ in 0...SortedLines.searchesBeforeIndexing {
      _ = table.contains(key: "guinea")
    }
    #expect(keys.map { table.lines(key: $0) } == searched)
    #expect(keys.map { table.contains(key: $0) } == searched.map { !$0.isEmpty })
  }
}
