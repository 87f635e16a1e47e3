import Foundation

/// A UTC calendar date computed by arithmetic (Howard Hinnant's civil-date algorithms): creating a
/// Foundation `Calendar` loads ICU, which costs more at start-up than answering a question.
public struct CalendarDay: Sendable, Equatable {
  public let year: Int
  public let month: Int
  public let day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The seconds since 1970 a date is read within (about ±35 million years): a date from outside
  /// (a file, a header, a context) beyond them, or not a number, is held to them, so converting it to
  /// an integer and the arithmetic below cannot trap.
  static let seconds = -Double(1 << 50)...Double(1 << 50)

  /// The UTC day of `date`.
  public init(_ date: Date) {
    let interval = date.timeIntervalSince1970
    let bounded =
      interval.isNaN ? 0 : min(max(interval, Self.seconds.lowerBound), Self.seconds.upperBound)
    let seconds = Int(bounded.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Days since 1970-01-01.
  public var daysSinceEpoch: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// "2026-06-16".
  public var text: String {
    pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
