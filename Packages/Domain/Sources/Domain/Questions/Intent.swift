/// What a question asks for.
public enum Intent: String, Sendable, Equatable, Hashable, CaseIterable {
  case capital
  case countriesByPrefix
  case isoCode
  case flag

  /// Whether the question is about one named country (as opposed to a name prefix).
  public var isAboutOneCountry: Bool { self != .countriesByPrefix }
}
