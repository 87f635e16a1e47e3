import Domain

/// The REST Countries snapshot compiled into the binary, so the quiz works with nothing configured.
public enum BundledSnapshot {
  /// The whole snapshot, decoded once per process.
  public static let dataset: Result<CountryDataset, CountryRecordCodec.Error> = {
    do throws(CountryRecordCodec.Error) {
      let (header, countries) = try CountryRecordCodec.decode(compiled: text)
      return .success(
        CountryDataset(
          countries: countries,
          provenance: DataProvenance(origin: .bundled, source: header.source, asOf: header.asOf)))
    } catch {
      return .failure(error)
    }
  }()

  /// Where the snapshot came from and when, from its header alone: `quiz --version` decodes no
  /// record.
  public static let provenance: DataProvenance? = {
    guard let header = try? CountryRecordCodec.header(of: text).header else { return nil }
    return DataProvenance(origin: .bundled, source: header.source, asOf: header.asOf)
  }()

  /// Whether `dataset` is this snapshot as loaded (corrected or not): its name tables are compiled
  /// into the binary (`MultilingualQuestionInterpreter`'s `compiledNames`).
  public static func holds(_ dataset: CountryDataset) -> Bool {
    guard dataset.provenance.origin == .bundled,
      let parsed = try? CountryRecordCodec.header(of: text)
    else { return false }
    return dataset.provenance.source == parsed.header.source
      && dataset.provenance.asOf == parsed.header.asOf && dataset.countries.count == parsed.count
  }
}
