import Domain
import Foundation
import Testing

@testable import Presentation

@Suite struct ClockSentenceTests {
  @Test(arguments: [
    (Language.english, "In Japan it is 21:05 (Tuesday), UTC+09:00."),
    (.german, "In Japan ist es 21:05 Uhr (Dienstag), UTC+09:00."),
    (.italian, "In Giappone l'ora locale è 21:05 (martedì), UTC+09:00."),
  ])
  func localTime_saysTheTimeTheWeekdayAndTheOffset_inTheAnswersLanguage(
    language: Language, text: String
  ) {
    let answer = answer(.localTime, [japan], clocks: [clock("Asia/Tokyo", 9)], in: language)

    #expect(FactSentence.text(for: answer) == text)
  }

  @Test func localTime_inDaylightSavingTime_saysSo() {
    let answer = answer(.localTime, [france], clocks: [clock("Europe/Paris", 2, summer: true)])

    #expect(
      FactSentence.text(for: answer)
        == "In France it is 14:05 (Tuesday), UTC+02:00, daylight saving time.")
  }

  @Test func localTime_ofSeveralOffsets_listsEachByItsCity() {
    let clocks = [clock("America/New_York", -5), clock("America/Los_Angeles", -8)]

    let text = FactSentence.text(
      for: answer(.localTime, [make("US", "United States")], clocks: clocks))

    #expect(
      text
        == "The United States has two time zones: New York 07:05 (Tuesday, UTC-05:00) and Los Angeles 04:05 (Tuesday, UTC-08:00)."
    )
  }

  @Test func localTime_withoutAZone_saysItCannotTell() {
    let text = FactSentence.text(for: answer(.localTime, [make("XK", "Kosovo")], clocks: []))

    #expect(text == "The tz database has no time zone for Kosovo: I cannot tell its local time.")
  }

  @Test(arguments: [
    (
      Language.english,
      "France is 8 h behind Japan (Paris 13:05, UTC+01:00; Tokyo 21:05, UTC+09:00)."
    ),
    (
      .french,
      "En France, on a 8 h de retard sur le Japon (Paris 13:05, UTC+01:00; Tokyo 21:05, UTC+09:00)."
    ),
  ])
  func timeDifference_saysWhichIsBehindAndByHowMuch(language: Language, text: String) {
    let clocks = [clock("Europe/Paris", 1), clock("Asia/Tokyo", 9)]

    let answer = answer(.timeDifference, [france, japan], clocks: clocks, in: language)

    #expect(FactSentence.text(for: answer) == text)
  }

  @Test func timeDifference_fromTheUser_speaksToThem() {
    let clocks = [clock("Asia/Kolkata", 5.5), clock("Europe/Paris", 1)]

    let text = FactSentence.text(
      for: answer(.timeDifference, [make("IN", "India")], clocks: clocks))

    #expect(
      text == "India is 4 h 30 min ahead of you (Kolkata 17:35, UTC+05:30; Paris 13:05, UTC+01:00)."
    )
  }

  @Test(arguments: [
    (
      9 * 60, "When it is 09:00 in Japan, it is 01:00 in France (Tokyo UTC+09:00; Paris UTC+01:00)."
    ),
    (
      6 * 60,
      "When it is 06:00 in Japan, it is 22:00 the day before in France (Tokyo UTC+09:00; Paris UTC+01:00)."
    ),
  ])
  func timeDifference_atAGivenTime_saysWhatTheOtherClockShows(minute: Int, text: String) {
    let clocks = [clock("Asia/Tokyo", 9), clock("Europe/Paris", 1)]

    let answer = answer(.timeDifference, [japan, france], clocks: clocks, clockTime: minute)

    #expect(FactSentence.text(for: answer) == text)
  }

  @Test(arguments: [(3_600, "1 h"), (16_200, "4 h 30 min"), (2_700, "45 min"), (0, "0 min")])
  func amount_isHoursAndMinutes(seconds: Int, text: String) {
    #expect(ClockSentence.amount(seconds) == text)
  }

  // MARK: - Helpers

  /// Tuesday 13 January 2026, 12:05 UTC.
  private let instant = Date(timeIntervalSince1970: 1_768_305_900)
  private var japan: Country {
    make("JP", "Japan", translations: ["fra": "Japon", "ita": "Giappone"])
  }
  private var france: Country { make("FR", "France", translations: ["fra": "France"]) }

  private func clock(_ zone: String, _ hours: Double, summer: Bool = false) -> ZoneClock {
    ZoneClock(
      zone: CountryZones.Zone(identifier: zone, position: .init(latitude: 0, longitude: 0)),
      offset: Int(hours * 3_600), isDaylightSaving: summer, at: instant)
  }

  private func make(_ code: String, _ name: String, translations: [String: String] = [:])
    -> Country
  {
    Country(
      cca2: code, cca3: code + "X",
      names: .init(
        common: name, official: name,
        translations: translations.mapValues { .init(common: $0, official: $0) }),
      capitals: [], flag: .init(emoji: ""))
  }

  private func answer(
    _ intent: Intent, _ countries: [Country], clocks: [ZoneClock], in language: Language = .english,
    clockTime: Int? = nil
  ) -> Answer {
    Answer(
      intent: intent, countries: countries,
      provenance: DataProvenance(
        origin: .bundled, source: "test", asOf: Date(timeIntervalSince1970: 0)),
      language: language, clocks: clocks, clockTime: clockTime)
  }
}
