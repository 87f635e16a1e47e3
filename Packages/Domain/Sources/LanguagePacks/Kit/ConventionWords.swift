import Domain

/// The words a language says a country's conventions with (`CountryConventions`): the weekdays the
/// week starts on and the religions, by the table's keys, and how a religion's share is written.
public struct ConventionWords: Sendable, OnePerLanguage {
  /// "monday" … "sunday" → the weekday's name ("Monday", "lundi").
  public let weekdays: [String: String]
  /// A religion's key ("christianity", "irreligion", "folk") → its name in a list of shares.
  public let religions: [String: String]
  /// One religion and its share: `{value}` the religion, `{count}` the percent ("{value} ({count}%)").
  public let share: String

  public init(weekdays: [String: String], religions: [String: String], share: String) {
    self.weekdays = weekdays
    self.religions = religions
    self.share = share
  }

  /// The weekdays' keys, Monday first.
  public static let weekdayKeys = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]

  /// Every religion key `make conventions` writes (Scripts/make_conventions.py's `RELIGIONS`, less
  /// "other" and "unknown", which are never listed).
  public static let religionKeys = [
    "christianity", "islam", "hinduism", "buddhism", "judaism", "sikhism", "jainism", "taoism",
    "bahai", "rastafari", "druze", "spiritism", "folk", "irreligion",
  ]
}
