import Domain
import Foundation

/// Dates as `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SSZ` (UTC), parsed by hand: creating a date
/// formatter costs more at start-up than the whole snapshot.
enum DateText {
  static func string(from date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let secondOfDay = ((seconds % 86_400) + 86_400) % 86_400
    return CalendarDay(date).text + "T" + two(secondOfDay / 3600) + ":" + two(secondOfDay / 60 % 60)
      + ":"
      + two(secondOfDay % 60) + "Z"
  }

  static func date(from text: String) -> Date? {
    let digits = text.utf8.map { Int($0) - 48 }
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= digits.count else { return nil }
      var value = 0
      for index in range {
        guard (0...9).contains(digits[index]) else { return nil }
        value = value * 10 + digits[index]
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var seconds = 0
    if digits.count > 10 {
      guard digits.count == 20, let hour = number(11..<13), let minute = number(14..<16),
        let second = number(17..<19), hour < 24, minute < 60, second < 61
      else { return nil }
      seconds = hour * 3600 + minute * 60 + second
    } else if digits.count != 10 {
      return nil
    }
    let days = CalendarDay(year: year, month: month, day: day).daysSinceEpoch
    return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + seconds))
  }

  private static func two(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}
