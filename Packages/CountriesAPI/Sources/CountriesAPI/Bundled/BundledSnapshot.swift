import Domain

/// The REST Countries snapshot compiled into the binary, so the quiz works with nothing configured.
public enum BundledSnapshot {
  /// The whole snapshot, decoded once per process.
  public static let dataset: Result<CountryDataset, CountryRecordCodec.Error> = {
    do throws(CountryRecordCodec.Error) {
      let (header, countries) = try CountryRecordCodec.decode(compiled: text, index: index)
      return .success(
        CountryDataset(
          countries: countries,
          provenance: DataProvenance(origin: .bundled, source: header.source, asOf: header.asOf)))
    } catch {
      return .failure(error)
    }
  }()

  /// The snapshot's header and record count, read alone: `quiz --version` decodes no record.
  private static let header = try? CountryRecordCodec.header(of: text)

  /// Where the snapshot came from and when, from its header.
  public static var provenance: DataProvenance? {
    header.map { DataProvenance(origin: .bundled, source: $0.header.source, asOf: $0.header.asOf) }
  }

  /// Whether `dataset` is this snapshot as loaded (corrected or not): its name tables are compiled
  /// into the binary (`MultilingualQuestionInterpreter`'s `compiledNames`).
  public static func holds(_ dataset: CountryDataset) -> Bool {
    guard dataset.provenance.origin == .bundled, let header else { return false }
    return dataset.provenance.source == header.header.source
      && dataset.provenance.asOf == header.header.asOf && dataset.countries.count == header.count
  }
}
