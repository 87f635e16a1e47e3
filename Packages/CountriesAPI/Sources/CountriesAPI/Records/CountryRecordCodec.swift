import Domain
import Foundation

/// The project's own line format for a whole dataset: the bundled snapshot and the disk cache.
///
/// One header line (`country-quiz-records 1`, source, date, record count), then one record per line:
/// fields separated by TAB, list items by `|`, the parts of an item by `=`. Those characters and `\`
/// are escaped inside values. Parsing it is about a hundred times faster than decoding JSON.
public enum CountryRecordCodec {
  static let formatTag = "country-quiz-records 1"

  /// Why a text is not a dataset in this format.
  public enum Error: Swift.Error, Equatable {
    case missingHeader
    case unsupportedFormat
    case countMismatch(declared: Int, found: Int)
    case malformedRecord(line: Int)
  }

  /// The header of a dataset: where it came from and when.
  public struct Header: Equatable, Sendable {
    public let source: String
    public let asOf: Date
  }

  public static func encode(_ dataset: CountryDataset) -> String {
    let header = [
      formatTag, escape(dataset.provenance.source), DateText.string(from: dataset.provenance.asOf),
      String(dataset.countries.count),
    ].joined(separator: "\t")
    return ([header] + dataset.countries.map(CountryRecordFields.line(for:))).joined(
      separator: "\n") + "\n"
  }

  public static func decode(_ text: String) throws(Error) -> (header: Header, countries: [Country])
  {
    var text = text
    let result = text.withUTF8 { buffer in Result { () throws(Error) in try decode(bytes: buffer) }
    }
    return try result.get()
  }

  /// Decodes the snapshot compiled into the binary by its index (`SnapshotIndex`): each country from
  /// its index line, its record's line read only for its names and details. The snapshot's bytes live
  /// as long as the process, so the fields decoded later point at them (`RecordDecoder`).
  static func decode(compiled text: StaticString, index: StaticString) throws(Error) -> (
    header: Header, countries: [Country]
  ) {
    try decode(
      compiled: text,
      index: UnsafeBufferPointer(start: index.utf8Start, count: index.utf8CodeUnitCount))
  }

  /// `index`: an index's bytes, which must last as long as the countries (the compiled index's do):
  /// the countries' languages and continents are read from them when asked.
  static func decode(compiled text: StaticString, index: UnsafeBufferPointer<UInt8>) throws(Error)
    -> (header: Header, countries: [Country])
  {
    let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    let (header, declared) = try header(of: bytes)
    var entries = ByteScan.split(
      index[...], at: UInt8(ascii: "\n"), expected: min(declared, 10_000) + 1)[...]
    let decoder = RecordDecoder(isCompiled: true)
    guard let first = entries.popFirst(), let regions = SnapshotIndex.regions(first) else {
      throw .missingHeader
    }
    let places = regions.map(decoder.text)
    // The lists read the index's languages and continents by position, once every country is made.
    let lists = RecordLists()
    lists.all.reserveCapacity(entries.count)
    let countryLists = CountryLists(
      count: entries.count,
      languages: { lists.all[$0].languages.read(decoder.languages(ofField:)) },
      continents: { lists.all[$0].continents.read(decoder.list) },
      commonNames: { lists.all[$0].common.read(decoder.text) },
      prefixKeys: { position, language in
        lists.all[position].prefixKeys.read { SnapshotIndex.prefixKey($0, in: language) }
      })
    var countries: [Country] = []
    countries.reserveCapacity(entries.count)
    for (position, indexLine) in entries.enumerated() {
      // An entry's line lies after the header, within the snapshot, is a whole line, and begins
      // with the entry's code; its regions are the index's.
      guard let entry = SnapshotIndex.entry(indexLine),
        SnapshotIndex.isLine(at: entry.offset, length: entry.length, of: entry.cca2, in: bytes),
        places.indices.contains(entry.region), places.indices.contains(entry.subregion),
        !entry.common.isEmpty
      else {
        throw .malformedRecord(line: position + 2)
      }
      let line = bytes[entry.offset..<(entry.offset + entry.length)]
      lists.all.append(
        (
          KeptBytes(lasting: entry.languages), KeptBytes(lasting: entry.continents),
          KeptBytes(lasting: entry.common), KeptBytes(lasting: entry.prefixKeys)
        ))
      guard
        let country = decoder.country(
          indexed: entry, region: (places[entry.region], places[entry.subregion]), line: line,
          lists: (countryLists, position))
      else {
        throw .malformedRecord(line: position + 2)
      }
      countries.append(country)
    }
    guard countries.count == declared else {
      throw .countMismatch(declared: declared, found: countries.count)
    }
    return (header, countries)
  }

  private static func decode(bytes: UnsafeBufferPointer<UInt8>) throws(Error) -> (
    header: Header, countries: [Country]
  ) {
    var lines = ByteScan.split(bytes[...], at: UInt8(ascii: "\n"), expected: 256)
      .filter { !$0.isEmpty }[...]
    guard let first = lines.popFirst() else { throw .missingHeader }
    let (header, declared) = try header(of: first)
    var countries: [Country] = []
    countries.reserveCapacity(min(declared, 10_000))
    let decoder = RecordDecoder(isCompiled: false)
    for (index, line) in lines.enumerated() {
      guard let country = decoder.country(from: line) else {
        throw .malformedRecord(line: index + 2)
      }
      countries.append(country)
    }
    guard countries.count == declared else {
      throw .countMismatch(declared: declared, found: countries.count)
    }
    return (header, countries)
  }

  /// The header of a text in this format and the number of records it declares, without reading
  /// a record.
  public static func header(of text: String) throws(Error) -> (header: Header, count: Int) {
    var text = text
    let result = text.withUTF8 { bytes in Result { () throws(Error) in try header(of: bytes) } }
    return try result.get()
  }

  static func header(of text: StaticString) throws(Error) -> (header: Header, count: Int) {
    try header(of: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  private static func header(of bytes: UnsafeBufferPointer<UInt8>) throws(Error) -> (
    header: Header, count: Int
  ) {
    let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    return try header(of: bytes[..<end])
  }

  private static func header(of line: Slice<UnsafeBufferPointer<UInt8>>) throws(Error) -> (
    header: Header, count: Int
  ) {
    let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      .map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    guard fields.count == 4, fields[0] == formatTag else { throw .unsupportedFormat }
    // A declared count is a record count: at most what one source could hold.
    guard let asOf = DateText.date(from: fields[2]), let declared = Int(fields[3]),
      (0...100_000).contains(declared)
    else {
      throw .missingHeader
    }
    let source = IncomingText.cleaned(unescape(Substring(fields[1])))
    return (Header(source: source, asOf: asOf), declared)
  }

  static func escape(_ value: String) -> String {
    guard value.utf8.contains(where: { reserved.contains($0) }) else { return value }
    var escaped = ""
    for character in value.unicodeScalars {
      switch character {
      case "\\": escaped += "\\\\"
      case "\t": escaped += "\\t"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "|": escaped += "\\p"
      case "=": escaped += "\\e"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  static func unescape(_ value: Substring) -> String {
    guard value.utf8.contains(UInt8(ascii: "\\")) else { return String(value) }
    var result = ""
    var iterator = value.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\\", let next = iterator.next() else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch next {
      case "t": result += "\t"
      case "n": result += "\n"
      case "r": result += "\r"
      case "p": result += "|"
      case "e": result += "="
      default: result.unicodeScalars.append(next)
      }
    }
    return result
  }

  private static let reserved: Set<UInt8> = [0x5C, 0x09, 0x0A, 0x0D, 0x7C, 0x3D]
}

/// The compiled snapshot's languages, continents and common name fields by position, filled while its countries
/// are made, before any is handed out, and only read after.
private final class RecordLists: @unchecked Sendable {
  var all:
    [(languages: KeptBytes, continents: KeptBytes, common: KeptBytes, prefixKeys: KeptBytes)] = []
}
