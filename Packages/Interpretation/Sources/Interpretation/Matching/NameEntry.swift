/// One way of naming one or more countries, as comparison keys.
struct NameEntry: Sendable {
  /// Folded words of the name ("saint", "kitts", "and", "nevis").
  let words: [String]
  /// Alpha-2 codes: one country, or the candidates of an ambiguous name.
  let codes: [String]
  let tier: Tier

  /// How trustworthy a name is; a better tier wins a tie.
  enum Tier: Int, Sendable, Comparable {
    /// Common and official names, and the curated aliases.
    case primary
    /// Alternative spellings and native names from the data.
    case alternate
    /// What the people are called ("French flag", "the Dutch capital").
    case demonym
    /// Names in other languages.
    case translation
    /// One distinctive word of a longer name ("Herzegovina").
    case partial

    static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
