import Domain
import Foundation
import Testing

@testable import CountriesAPI

/// The compiled snapshot's index (`BundledSnapshot.index`) is the snapshot's, and a broken index is
/// refused, never read past the snapshot.
@Suite struct BundledSnapshotIndexTests {
  /// Writes the index when `QUIZ_WRITE_SNAPSHOT_INDEX` names a file (`make snapshot`).
  @Test func theCommittedIndex_isTheSnapshots() throws {
    let index = SnapshotIndex.text(of: BundledSnapshot.text)
    if let path = ProcessInfo.processInfo.environment["QUIZ_WRITE_SNAPSHOT_INDEX"] {
      try SnapshotIndex.source(index: index).write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(
      index == "\(BundledSnapshot.index)", "the snapshot's index is stale: run `make snapshot`")
    #expect(index.split(separator: "\n").count == 1 + 250)
  }

  /// The countries read by the index are those the checked, copying path reads from the same text,
  /// field for field, and none of their names or details is read before it is asked for.
  @Test func theIndexedSnapshot_decodesAsACacheFileOfTheSameTextWould() throws {
    let indexed = try CountryRecordCodec.decode(
      compiled: BundledSnapshot.text, index: BundledSnapshot.index)
    let checked = try CountryRecordCodec.decode("\(BundledSnapshot.text)")

    #expect(indexed.countries.filter(\.hasDetails).isEmpty)
    #expect(indexed.header == checked.header)
    let lines = { (countries: [Country]) in countries.map(CountryRecordFields.line(for:)) }
    #expect(lines(indexed.countries) == lines(checked.countries))
    #expect(indexed.countries.map(\.languages) == checked.countries.map(\.languages))
    #expect(indexed.countries.map(\.commonName) == checked.countries.map(\.names.common))
    #expect(indexed.countries.map(\.region) == checked.countries.map(\.region))
  }

  private static let regions = "regions\tEurope\tSouthern Europe\n"
  /// Andorra's entry up to where its line lies.
  private static let andorra = [
    "AD", "AND", "020", "77006", "468", "0", "1", "1", "cat=Catalan", "Europe", "Andorra",
    "andorre|andorra|andorra|andorra|andorra",
  ]
  private static func entry(_ fields: [String], at lies: [String]) -> String {
    (fields + lies).joined(separator: "\t")
  }

  /// Each entry's prefix keys are its record's translated common names, folded, in every language
  /// but English; none where the record has no translation.
  @Test func theIndexsPrefixKeys_areTheRecordsFoldedTranslations() throws {
    let (_, countries) = try CountryRecordCodec.decode("\(BundledSnapshot.text)")
    let entries = "\(BundledSnapshot.index)".split(separator: "\n").dropFirst()
    try #require(entries.count == countries.count)
    var found = 0
    for (country, line) in zip(countries, entries) {
      var line = String(line)
      let fields = line.withUTF8 { bytes in
        SnapshotIndex.entry(bytes[...]).map { entry in
          SnapshotIndex.prefixLanguages.map { SnapshotIndex.prefixKey(entry.prefixKeys, in: $0) }
        }
      }
      let expected = SnapshotIndex.prefixLanguages.map { language in
        country.names.translation(in: language.rawValue).map { TextFolding.fold($0.common) }
      }
      #expect(fields == expected, "\(country.cca2)")
      found += expected.compactMap { $0 }.count
    }
    #expect(found > 1_200)
  }

  /// An offset past the snapshot, a length past its end, a line in the header, a line that is not
  /// the entry's (Belgium's), too few fields, a population that is no number, a region the index does
  /// not name, no common name; no line of regions; a good entry alone, not the 250 the header counts.
  static let brokenIndexes: [(index: String, error: CountryRecordCodec.Error)] = [
    (regions + entry(andorra, at: ["999999999", "10"]), .malformedRecord(line: 2)),
    (regions + entry(andorra, at: ["100", "999999999"]), .malformedRecord(line: 2)),
    (regions + entry(andorra, at: ["0", "10"]), .malformedRecord(line: 2)),
    (regions + entry(andorra, at: ["100", "10"]), .malformedRecord(line: 2)),
    (regions + entry(andorra, at: belgium), .malformedRecord(line: 2)),
    (regions + entry(andorra, at: ["\(andorraLine.offset)"]), .malformedRecord(line: 2)),
    (regions + entry(changing(andorra, 3, to: "many"), at: andorraLies), .malformedRecord(line: 2)),
    (regions + entry(changing(andorra, 6, to: "7"), at: andorraLies), .malformedRecord(line: 2)),
    (regions + entry(changing(andorra, 10, to: ""), at: andorraLies), .malformedRecord(line: 2)),
    (entry(andorra, at: andorraLies), .missingHeader),
    (regions + entry(andorra, at: andorraLies), .countMismatch(declared: 250, found: 1)),
  ]

  /// Where Andorra's line lies in the snapshot, and Belgium's, as the committed index says.
  private static let andorraLine = lies(of: "AD")
  private static let andorraLies = ["\(andorraLine.offset)", "\(andorraLine.length)"]
  private static let belgium = {
    let line = lies(of: "BE")
    return ["\(line.offset)", "\(line.length)"]
  }()

  private static func lies(of code: String) -> (offset: Int, length: Int) {
    let fields = "\(BundledSnapshot.index)".split(separator: "\n")
      .first { $0.hasPrefix(code + "\t") }?.split(separator: "\t", omittingEmptySubsequences: false)
    return (Int(fields?[12] ?? "") ?? 0, Int(fields?[13] ?? "") ?? 0)
  }

  private static func changing(_ fields: [String], _ position: Int, to value: String) -> [String] {
    fields.enumerated().map { $0.offset == position ? value : $0.element }
  }

  @Test(arguments: brokenIndexes)
  func aBrokenIndex_isRefused_sayingWhy(broken: (index: String, error: CountryRecordCodec.Error)) {
    let bytes = Array(broken.index.utf8)
    #expect(throws: broken.error) {
      try bytes.withUnsafeBufferPointer { index in
        _ = try CountryRecordCodec.decode(compiled: BundledSnapshot.text, index: index)
      }
    }
  }
}
