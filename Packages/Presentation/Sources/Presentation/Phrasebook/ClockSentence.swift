import Domain
import Foundation
import LanguagePacks

/// The values of the clock's sentences (local time, time difference): a 24-hour time, the weekday
/// as the answer's language names it (the locale data's), the offset as the data writes zones
/// ("UTC+09:00"), a difference in hours and minutes ("4 h 30 min").
enum ClockSentence {
  static func localTime(_ values: inout [String: String], _ answer: Answer, _ words: SentenceWords)
    -> FactForm
  {
    let days = weekdays(answer.language)
    func day(_ clock: ZoneClock) -> String { days[clock.weekday - 1] }
    guard let first = answer.clocks.first else { return .none }
    guard answer.clocks.count > 1 else {
      values["value"] = first.time
      values["day"] = day(first)
      values["other"] = first.utcOffset
      return first.isDaylightSaving ? .pair : .one
    }
    values["count"] = words.count(answer.clocks.count)
    values["value"] = words.list(
      answer.clocks.map { "\($0.zone.city) \($0.time) (\(day($0)), \($0.utcOffset))" })
    return .many
  }

  static func timeDifference(
    _ values: inout [String: String], _ answer: Answer, _ words: SentenceWords
  ) -> FactForm {
    guard answer.clocks.count == 2 else { return .none }
    let (first, second) = (answer.clocks[0], answer.clocks[1])
    values["value"] = amount(abs(first.offset - second.offset))
    values["detail"] = [first, second].map { "\($0.zone.city) \($0.time), \($0.utcOffset)" }
      .joined(separator: "; ")
    let ahead = first.offset > second.offset
    let same = first.offset == second.offset
    guard answer.countries.count > 1 else {
      return same ? .sameAsYou : ahead ? .aheadOfYou : .behindYou
    }
    let other = answer.countries[1]
    let name = words.name(other)
    for (key, form) in [("the other", NameGrammar.Form.the), ("of other", .of), ("in other", .in)] {
      values[key] = words.grammar.country(name, code: other.cca2, form)
    }
    if let given = answer.clockTime { return at(given, first, second, &values) }
    return same ? .same : ahead ? .ahead : .behind
  }

  /// "When it is 09:00 in Japan, it is 01:00 in Portugal": the given time on the first clock, read
  /// on the second with today's offsets, that day, the next or the day before.
  private static func at(
    _ given: Int, _ first: ZoneClock, _ second: ZoneClock, _ values: inout [String: String]
  ) -> FactForm {
    let minutes = given + (second.offset - first.offset) / 60
    let local = (minutes % 1_440 + 1_440) % 1_440
    values["value"] = ZoneClock.time(ofMinute: given)
    values["time"] = ZoneClock.time(ofMinute: local)
    values["detail"] = [first, second].map { "\($0.zone.city) \($0.utcOffset)" }
      .joined(separator: "; ")
    return minutes < 0 ? .atDayBefore : minutes >= 1_440 ? .atDayAfter : .at
  }

  /// "4 h", "4 h 30 min", "45 min": read alike in the six languages.
  static func amount(_ seconds: Int) -> String {
    let minutes = seconds / 60
    let (hours, rest) = (minutes / 60, minutes % 60)
    switch (hours, rest) {
    case (0, _): return "\(rest) min"
    case (_, 0): return "\(hours) h"
    default: return "\(hours) h \(rest) min"
    }
  }

  /// Sunday first, as `ZoneClock.weekday` counts, in the language's own words.
  private static func weekdays(_ language: Language) -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: language.localeIdentifier)
    let symbols = calendar.weekdaySymbols
    return symbols.count == 7
      ? symbols
      : ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  }
}
