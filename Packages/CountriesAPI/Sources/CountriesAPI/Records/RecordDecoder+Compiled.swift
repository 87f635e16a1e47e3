import Domain

/// The records of the snapshot compiled into the binary, read as a question needs them.
extension RecordDecoder {
  /// A record of the compiled snapshot from its line in the snapshot's index
  /// (`BundledSnapshot.index`: codes, numbers, region, independence, languages, continents, common
  /// name, where its line lies), its names and details read from `line` when a line or a reply needs
  /// them: decoding every record's whole line was a third of a one-shot's instructions, its names and
  /// capitals a quarter, and finding its fields in the line a tenth.
  func country(
    indexed entry: SnapshotIndex.Entry, region: (String, String), line: Bytes,
    lists: (CountryLists, position: Int)
  ) -> Country? {
    guard !entry.cca2.isEmpty, let population = Int(text(entry.population)),
      let area = number(entry.area)
    else { return nil }
    let kept = KeptBytes(lasting: line)
    return Country(
      cca2: text(entry.cca2), cca3: text(entry.cca3), ccn3: text(entry.ccn3),
      population: population, area: area, region: region.0, subregion: region.1,
      isIndependent: flag(entry.independent), lists: lists.0, at: lists.position,
      readingCore: {
        kept.read { line in
          core(split(line, at: UInt8(ascii: "\t"), expected: CountryRecordFields.count))
        }
      },
      readingDetails: {
        kept.read { line in
          let fields = split(line, at: UInt8(ascii: "\t"), expected: CountryRecordFields.count)
          return details(fields, capitals: list(fields[8]))
        }
      })
  }
}
