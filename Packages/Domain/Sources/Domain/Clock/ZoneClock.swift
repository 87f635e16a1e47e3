import Foundation

/// What the clocks of one tz zone show at an instant: the local time, the weekday, the offset from
/// UTC and whether it is daylight saving time, from Foundation's `TimeZone` (the system's tz
/// database). The instant is passed in: the clock is the caller's, never read here.
public struct ZoneClock: Sendable, Equatable {
  public let zone: CountryZones.Zone
  /// Seconds ahead of UTC at the instant, daylight saving time included.
  public let offset: Int
  public let isDaylightSaving: Bool
  /// Minutes since local midnight, 0..<1440.
  public let minuteOfDay: Int
  /// The local weekday, 1 Sunday … 7 Saturday (Foundation's `Calendar` numbering).
  public let weekday: Int

  /// The clock of `zone` at `instant`; nil when the system's tz database does not know the zone.
  public init?(_ zone: CountryZones.Zone, at instant: Date) {
    guard let timeZone = TimeZone(identifier: zone.identifier) else { return nil }
    self.init(
      zone: zone, offset: timeZone.secondsFromGMT(for: instant),
      isDaylightSaving: timeZone.isDaylightSavingTime(for: instant), at: instant)
  }

  /// The clock `offset` seconds ahead of UTC at `instant`, by arithmetic: no calendar is loaded.
  public init(zone: CountryZones.Zone, offset: Int, isDaylightSaving: Bool, at instant: Date) {
    self.zone = zone
    self.offset = offset
    self.isDaylightSaving = isDaylightSaving
    let seconds = instant.timeIntervalSince1970
    let bounded = seconds.isNaN ? 0 : min(max(seconds, -Double(1 << 50)), Double(1 << 50))
    let local = Int(bounded.rounded(.down)) + offset
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    minuteOfDay = (local - days * 86_400) / 60
    // 1 January 1970 was a Thursday, weekday 5.
    weekday = ((days + 4) % 7 + 7) % 7 + 1
  }

  /// The local time as a 24-hour clock reads: "09:05".
  public var time: String { Self.time(ofMinute: minuteOfDay) }

  /// A minute of the day (0..<1440) as a 24-hour clock reads it: "09:05".
  public static func time(ofMinute minute: Int) -> String {
    twoDigits(minute / 60) + ":" + twoDigits(minute % 60)
  }

  /// The offset as the data writes zones: "UTC+09:00", "UTC-03:30", "UTC".
  public var utcOffset: String { Self.offsetText(offset) }

  static func offsetText(_ seconds: Int) -> String {
    guard seconds != 0 else { return "UTC" }
    let minutes = abs(seconds) / 60
    return "UTC" + (seconds < 0 ? "-" : "+") + twoDigits(minutes / 60) + ":"
      + twoDigits(minutes % 60)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
