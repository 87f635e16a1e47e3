/// A successful reply: the facts asked for, with the data's provenance.
public struct Answer: Sendable, Equatable {
  public let intent: Intent
  /// The country the answer is about, or every match of a prefix, sorted by common name.
  public let countries: [Country]
  public let prefix: String?
  public let provenance: DataProvenance

  public init(
    intent: Intent, countries: [Country], prefix: String? = nil, provenance: DataProvenance
  ) {
    self.intent = intent
    self.countries = countries
    self.prefix = prefix
    self.provenance = provenance
  }
}
