import Foundation

/// Dates as `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SSZ` (UTC), parsed by hand: creating a date
/// formatter costs more at start-up than the whole snapshot.
enum DateText {
  static func string(from date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02dZ", year, month, day, secondOfDay / 3600,
      secondOfDay / 60 % 60,
      secondOfDay % 60)
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
    return Date(
      timeIntervalSince1970: TimeInterval(days(fromCivil: year, month, day) * 86_400 + seconds))
  }

  /// Howard Hinnant's days-from-civil algorithm (proleptic Gregorian calendar).
  private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
