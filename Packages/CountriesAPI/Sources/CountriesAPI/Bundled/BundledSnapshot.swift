import Domain

/// The REST Countries snapshot compiled into the binary, so the quiz works with nothing configured.
public enum BundledSnapshot {
  /// The whole snapshot, decoded once per process.
  public static let dataset: Result<CountryDataset, CountryRecordCodec.Error> = {
    do throws(CountryRecordCodec.Error) {
      let (header, countries) = try CountryRecordCodec.decode(text)
      return .success(
        CountryDataset(
          countries: countries,
          provenance: DataProvenance(origin: .bundled, source: header.source, asOf: header.asOf)))
    } catch {
      return .failure(error)
    }
  }()
}
