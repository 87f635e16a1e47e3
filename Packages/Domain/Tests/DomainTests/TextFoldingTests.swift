import Domain
import Foundation
import Testing

@Suite struct TextFoldingTests {
  @Test(arguments: [
    ("Curaçao", "curacao"), ("Åland Islands", "aland islands"),
    ("São Tomé and Príncipe", "sao tome and principe"),
    ("Côte d’Ivoire", "cote d'ivoire"), ("Færøerne", "faeroerne"), ("Straße", "strasse"),
    ("BELGIUM", "belgium"),
    ("Россия", "россия"), ("日本", "日本"), ("e\u{301}", "e"),
  ])
  func fold_removesCaseAndAccents(input: String, expected: String) {
    #expect(TextFolding.fold(input) == expected)
  }

  @Test func hasPrefix_ignoresCaseAndAccents() {
    #expect(TextFolding.hasPrefix("Réunion", "RE"))
    #expect(!TextFolding.hasPrefix("Chad", "ci"))
  }
}

@Suite struct CalendarDayTests {
  @Test(arguments: [
    (0.0, "1970-01-01"), (1_781_568_000, "2026-06-16"), (951_782_400, "2000-02-29"),
    (-86_400, "1969-12-31"),
    (4_107_542_399, "2100-02-28"),
  ])
  func text_deliversTheUTCDay(seconds: Double, expected: String) {
    #expect(CalendarDay(Date(timeIntervalSince1970: seconds)).text == expected)
  }

  @Test func daysSinceEpoch_roundTripsEveryDayOfFourCenturies() {
    for days in stride(from: -146_097, to: 146_097 * 3, by: 97) {
      let day = CalendarDay(Date(timeIntervalSince1970: Double(days) * 86_400))

      #expect(day.daysSinceEpoch == days)
    }
  }
}
