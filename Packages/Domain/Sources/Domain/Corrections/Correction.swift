/// A fact every source still states wrongly or no longer, put right: what changed, since when, and
/// on whose word. Applied to every dataset whatever its source (the bundled snapshot, v5, a
/// self-hosted v3.1), before it is read or answered from; `about` and `--version` list the ones in
/// force. A correction the data has caught up with changes nothing and fails its test, so it is
/// noticed and dropped.
public struct Correction: Sendable, Equatable {
  /// What the correction changes of one country.
  public enum Change: Sendable, Equatable {
    case currencies([Country.Currency])
  }

  /// The country, by alpha-2 code.
  public let country: String
  public let change: Change
  /// The day the fact changed.
  public let since: CalendarDay
  /// Who says so: the act or the body that decided it.
  public let source: String
  /// What changed, in a few English words, for `about` and `--version`.
  public let summary: String

  public init(
    country: String, change: Change, since: CalendarDay, source: String, summary: String
  ) {
    self.country = country
    self.change = change
    self.since = since
    self.source = source
    self.summary = summary
  }

  /// `record` with the correction made; another country's record as it is.
  public func applied(to record: Country) -> Country {
    guard record.cca2 == country else { return record }
    switch change {
    case .currencies(let currencies): return record.with(currencies: currencies)
    }
  }

  /// Whether `record` still says otherwise than the correction.
  public func differs(from record: Country) -> Bool {
    applied(to: record) != record
  }

  /// "Bulgaria: the euro replaced the lev (since 2026-01-01; Council of the EU, …)".
  public var line: String { "\(summary) (since \(since.text); \(source))" }
}

extension CountryDataset {
  /// The countries with `corrections` made, the provenance unchanged.
  public func corrected(by corrections: [Correction] = Correction.inForce) -> CountryDataset {
    guard
      countries.contains(where: { country in corrections.contains { $0.country == country.cca2 } })
    else { return self }
    let corrected = countries.map { country in
      corrections.reduce(country) { record, correction in correction.applied(to: record) }
    }
    return CountryDataset(countries: corrected, provenance: provenance)
  }
}
