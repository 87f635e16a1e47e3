import Domain

/// A hint, by the codes it is about: the wording finds the region, the letters and the names.
public enum GameHint: Sendable, Equatable, Hashable {
  /// Where the country is: its subregion, or its region.
  case region(String)
  /// The first letters of the country's name: one more than a prefix game gives away.
  case nameStart(String, letters: Int)
  /// A country it borders (the first by name), or nil when it has no land border.
  case neighbour(of: String, String?)
  /// The country's capital.
  case capital(String)
  /// The first letter of the country's capital, how many letters it has, then its first half.
  case capitalStart(String)
  case capitalLength(String)
  case capitalHalf(String)
  /// The first country's population or area, in higher or lower.
  case measure(String, Ranking.Measure)
}
