/// The tz database's zones of each country, from its country table (`zone.tab`, generated into
/// `CountryZones+Table.swift` by `make zones`): names and principal places only; offsets and daylight
/// saving time come from Foundation's `TimeZone` when a question is answered.
public enum CountryZones {
  /// One zone of the tz database: its name ("America/New_York") and its principal place's position.
  public struct Zone: Sendable, Equatable {
    public let identifier: String
    public let position: Country.Coordinates
    /// The tz database describes it as part of a larger area ("Eastern - MI"): zones sharing an
    /// offset are named by one that is not.
    public let isPart: Bool

    public init(identifier: String, position: Country.Coordinates, isPart: Bool = false) {
      self.identifier = identifier
      self.position = position
      self.isPart = isPart
    }

    /// The zone's principal place as people write it: "America/Argentina/Buenos_Aires" is "Buenos
    /// Aires".
    public var city: String {
      let last = identifier.split(separator: "/").last.map(String.init) ?? identifier
      return last.replacingUnderscores()
    }
  }

  /// The zones of the country with alpha-2 code `code`, in the table's order; none when the tz
  /// database has no zone of its own for it.
  public static func zones(of code: String) -> [Zone] {
    (table[code] ?? []).compactMap(zone)
  }

  /// Every zone of every country: for a position, the zone whose principal place is nearest.
  static func allZones() -> [Zone] {
    table.values.flatMap { $0.compactMap(zone) }.sorted { $0.identifier < $1.identifier }
  }

  private static func zone(_ entry: String) -> Zone? {
    let parts = entry.split(separator: " ")
    guard parts.count == 4, let latitude = Double(parts[1]), let longitude = Double(parts[2]) else {
      return nil
    }
    return Zone(
      identifier: String(parts[0]),
      position: Country.Coordinates(latitude: latitude, longitude: longitude),
      isPart: parts[3] == "1")
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? " " : $0 })
  }
}
