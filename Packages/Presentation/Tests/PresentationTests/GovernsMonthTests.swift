import Domain
import Foundation
import Testing

@testable import Presentation

/// The month a reply about who governs dates its data by is written with the pack's month names,
/// and reads as the locale data writes it.
@Suite struct GovernsMonthTests {
  @Test(arguments: Language.allCases)
  func theMonth_isTheLocaleDatasMonthOfTheYear(language: Language) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: language.localeIdentifier)
    for month in 1...12 {
      let name = calendar.monthSymbols[month - 1]
      let expected =
        [.spanish, .portuguese].contains(language) ? "\(name) de 2026" : "\(name) 2026"
      let day = "2026-" + (month < 10 ? "0" : "") + "\(month)-14"
      #expect(GovernsSentence.month(day, language) == expected, "\(day)")
    }
  }

  @Test func aDayThatIsNoMonth_isGivenAsItIs() {
    #expect(GovernsSentence.month("2026-13-01", .english) == "2026-13-01")
    #expect(GovernsSentence.month("someday", .french) == "someday")
  }
}
