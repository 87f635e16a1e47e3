/// Where and how well a country name was found among the words of a question.
struct CountryMatch: Sendable, Equatable {
  let codes: [String]
  /// First token of the name in the question.
  let start: Int
  /// Number of question tokens the name covers.
  let length: Int
  /// Typos forgiven (at most one per word).
  let edits: Int
  let tier: NameEntry.Tier

  var end: Int { start + length }

  /// Longer names first ("South Sudan" over "Sudan"), then fewer typos ("Niger" over "Nigeria"),
  /// then better sources.
  func isBetter(than other: CountryMatch) -> Bool {
    if length != other.length { return length > other.length }
    if edits != other.edits { return edits < other.edits }
    return tier < other.tier
  }

  func overlaps(_ other: CountryMatch) -> Bool {
    start < other.end && other.start < end
  }

  func ranksEqually(with other: CountryMatch) -> Bool {
    length == other.length && edits == other.edits && tier == other.tier
  }
}
