import Domain

/// The compiled snapshot's index (`BundledSnapshot.index`, written by `make snapshot`): a first line
/// of the regions and subregions the records name (`regions`, a tab, the names, tab-separated, as
/// the records write them); then, for each record in order, its codes, population and area as its
/// line writes them, its region and subregion by their place in the first line, its independence,
/// its languages, continents and common name as its line writes them, its common name in each
/// other language folded as a prefix search reads it (`prefixLanguages`' order, `|` between, empty
/// for none), and where its line lies in the snapshot (byte offset and length).
///
/// A process reads the countries from it and a record's line only when a question needs its names
/// or details: finding those fields in all 250 lines read the whole 450 KB snapshot (a tenth of a
/// one-shot's instructions and 7 of its page faults). Regions by number: 500 strings decoded, a
/// third of them on the heap, for a few dozen names. The languages and continents: a question about
/// a language's speakers or a region's countries reads every country's, and read from the records'
/// lines they mapped the whole snapshot; the common name: a list of countries reads every country's;
/// the folded names in other languages: a prefix search in one ("países que empiezan por AL")
/// decoded every country's translations and folded them (6 M instructions, a third of such a line).
enum SnapshotIndex {
  typealias Bytes = RecordDecoder.Bytes

  /// Fields of a record's line of the index: cca2, cca3, ccn3, population, area, region, subregion,
  /// independence, languages, continents, common name, prefix keys, offset, length.
  static let fieldCount = 14
  /// The languages of the prefix keys' field, in its order: every language but English.
  static let prefixLanguages = Language.allCases.filter { $0 != .english }
  /// The first field of the regions' line.
  static let regionsTag = "regions"

  /// One record's line of the index.
  struct Entry {
    var cca2: Bytes
    var cca3: Bytes
    var ccn3: Bytes
    var population: Bytes
    var area: Bytes
    var independent: Bytes
    var languages: Bytes
    var continents: Bytes
    var common: Bytes
    var prefixKeys: Bytes
    var region = 0
    var subregion = 0
    var offset = 0
    var length = 0
  }

  /// The names of the regions' line, as a record's line writes them; nil when the line is not one.
  static func regions(_ line: Bytes) -> [Bytes]? {
    var names = ByteScan.split(line, at: UInt8(ascii: "\t"), expected: 64)
    guard names.first.map(Array.init) == Array(regionsTag.utf8) else { return nil }
    names.removeFirst()
    return names
  }

  /// The entry a record's index line holds, or nil when it has not the fields of one.
  static func entry(_ line: Bytes) -> Entry? {
    let none = line[line.startIndex..<line.startIndex]
    var entry = Entry(
      cca2: none, cca3: none, ccn3: none, population: none, area: none, independent: none,
      languages: none, continents: none, common: none, prefixKeys: none)
    var count = 0
    var (region, subregion, offset, length): (Int?, Int?, Int?, Int?)
    ByteScan.forEachPiece(of: line, at: UInt8(ascii: "\t")) { piece in
      switch count {
      case 0: entry.cca2 = piece
      case 1: entry.cca3 = piece
      case 2: entry.ccn3 = piece
      case 3: entry.population = piece
      case 4: entry.area = piece
      case 5: region = number(piece)
      case 6: subregion = number(piece)
      case 7: entry.independent = piece
      case 8: entry.languages = piece
      case 9: entry.continents = piece
      case 10: entry.common = piece
      case 11: entry.prefixKeys = piece
      case 12: offset = number(piece)
      case 13: length = number(piece)
      default: break
      }
      count += 1
    }
    guard count == fieldCount, let region, let subregion, let offset, let length else { return nil }
    entry.region = region
    entry.subregion = subregion
    entry.offset = offset
    entry.length = length
    return entry
  }

  /// The key of `language` in a prefix keys' field; nil when the country has no name there, or the
  /// language is English (whose names are the common names).
  static func prefixKey(_ keys: Bytes, in language: Language) -> String? {
    guard let place = prefixLanguages.firstIndex(of: language) else { return nil }
    var found: String?
    var position = 0
    ByteScan.forEachPiece(of: keys, at: UInt8(ascii: "|")) { piece in
      if position == place, !piece.isEmpty {
        found = String(decoding: UnsafeBufferPointer(rebasing: piece), as: UTF8.self)
      }
      position += 1
    }
    return found
  }

  /// The prefix keys' field of `country`: its folded common name in each of `prefixLanguages`.
  static func prefixKeys(of country: Country) -> String {
    prefixLanguages.map { language in
      let key = country.names.translation(in: language.rawValue).map { TextFolding.fold($0.common) }
      precondition(
        key.map { !$0.contains("|") && !$0.contains("\t") && !$0.contains("\n") } ?? true,
        "a folded name holds the index's separators")
      return key ?? ""
    }.joined(separator: "|")
  }

  /// Whether `length` bytes at `offset` of `snapshot` are a whole line that begins with `code` and a
  /// tab: a stale or misaligned index is refused where it is read, not when a name is first asked.
  static func isLine(
    at offset: Int, length: Int, of code: Bytes, in snapshot: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let end = offset + length
    guard offset > 0, length > code.count, end <= snapshot.count,
      snapshot[offset - 1] == UInt8(ascii: "\n"),
      end == snapshot.count || snapshot[end] == UInt8(ascii: "\n"),
      snapshot[offset + code.count] == UInt8(ascii: "\t")
    else { return false }
    return snapshot[offset..<(offset + code.count)].elementsEqual(code)
  }

  /// A non-negative whole number of at most 9 digits, from its bytes.
  private static func number(_ bytes: Bytes) -> Int? {
    guard (1...9).contains(bytes.count) else { return nil }
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// The index of `snapshot`, a text in `CountryRecordCodec`'s format: what `make snapshot` writes,
  /// and what `BundledSnapshotIndexTests` compares the committed index with.
  static func text(of snapshot: StaticString) -> String {
    let bytes = UnsafeBufferPointer(start: snapshot.utf8Start, count: snapshot.utf8CodeUnitCount)
    var records: [(fields: [String], line: Bytes)] = []
    var isHeader = true
    ByteScan.forEachPiece(of: bytes[...], at: UInt8(ascii: "\n")) { line in
      guard !line.isEmpty else { return }
      guard !isHeader else {
        isHeader = false
        return
      }
      let fields = ByteScan.split(line, at: UInt8(ascii: "\t"), expected: CountryRecordFields.count)
      guard fields.count > 28 else { return }
      var kept = [0, 1, 2, 13, 14, 15, 16, 28, 17, 26, 3].map {
        String(decoding: UnsafeBufferPointer(rebasing: fields[$0]), as: UTF8.self)
      }
      guard let country = CountryRecordFields.country(from: line) else { return }
      kept.append(prefixKeys(of: country))
      records.append((kept, line))
    }
    let names = Array(Set(records.flatMap { [$0.fields[5], $0.fields[6]] })).sorted()
    let place = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    let lines = records.map { record in
      let fields = record.fields
      let regions = [fields[5], fields[6]].map { String(place[$0] ?? 0) }
      let lies = [String(record.line.startIndex), String(record.line.count)]
      return (Array(fields[0..<5]) + regions + Array(fields[7...]) + lies).joined(separator: "\t")
    }
    return ([([regionsTag] + names).joined(separator: "\t")] + lines).joined(separator: "\n")
  }

  /// The Swift file `make snapshot` writes: `index` as `BundledSnapshot.index`.
  static func source(index: String) -> String {
    let quotes = String(repeating: "\"", count: 3)
    return [
      "// Generated by `make snapshot` (BundledSnapshotIndexTests) from `BundledSnapshot.text`: "
        + "do not edit.",
      "extension BundledSnapshot {",
      "  /// Each record's codes, numbers, region, independence, languages, continents and common",
      "  /// name, and where its line lies in `text` (`SnapshotIndex`).",
      "  static let index: StaticString = #\(quotes)",
      index,
      "\(quotes)#",
      "}",
      "",
    ].joined(separator: "\n")
  }
}
