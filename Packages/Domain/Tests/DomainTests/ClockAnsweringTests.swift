import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct ClockAnsweringTests {
  @Test func localTime_inWinter_readsTheZoneAtTheInstantGiven_withoutDaylightSaving() async throws {
    let answer = try await makeSUT().answer(
      Question(intent: .localTime, subject: .country("FR")), now: Self.january)

    let clock = try #require(answer.clocks.first)
    #expect(answer.clocks.count == 1)
    #expect(clock.zone.city == "Paris")
    #expect(clock.time == "13:05")
    #expect(clock.utcOffset == "UTC+01:00")
    #expect(!clock.isDaylightSaving)
    #expect(clock.weekday == 3)
  }

  @Test func localTime_inSummer_includesDaylightSavingTime() async throws {
    let answer = try await makeSUT().answer(
      Question(intent: .localTime, subject: .country("FR")), now: Self.july)

    let clock = try #require(answer.clocks.first)
    #expect(clock.time == "14:05")
    #expect(clock.utcOffset == "UTC+02:00")
    #expect(clock.isDaylightSaving)
  }

  @Test func localTime_ofACountryOfSeveralZones_givesOneClockPerOffset_namedByTheirMainCity()
    async throws
  {
    let winter = try await makeSUT().answer(
      Question(intent: .localTime, subject: .country("US")), now: Self.january)
    let summer = try await makeSUT().answer(
      Question(intent: .localTime, subject: .country("US")), now: Self.july)

    #expect(
      winter.clocks.map(\.zone.city).prefix(6) == [
        "New York", "Chicago", "Denver", "Los Angeles", "Anchorage", "Honolulu",
      ])
    #expect(winter.clocks.map(\.time).prefix(4) == ["07:05", "06:05", "05:05", "04:05"])
    // In summer Arizona keeps UTC-07:00, as Los Angeles does then: one clock, named Los Angeles.
    #expect(summer.clocks.map(\.zone.city).contains("Los Angeles"))
    #expect(!summer.clocks.map(\.zone.city).contains("Phoenix"))
    #expect(Set(summer.clocks.map(\.offset)).count == summer.clocks.count)
  }

  @Test func localTime_ofAPlaceTheTzDatabaseHasNoZoneFor_givesNoClock() async throws {
    let answer = try await makeSUT().answer(
      Question(intent: .localTime, subject: .country("XK")), now: Self.january)

    #expect(answer.countries.map(\.cca2) == ["XK"])
    #expect(answer.clocks.isEmpty)
  }

  @Test func timeDifference_betweenTwoCountries_comparesTheirMainZones_nearestTheCapital()
    async throws
  {
    let answer = try await makeSUT().answer(
      Question(intent: .timeDifference, subject: .between(["FR", "BR"])), now: Self.january)

    #expect(answer.intent == .timeDifference)
    #expect(answer.countries.map(\.cca2) == ["FR", "BR"])
    #expect(answer.clocks.map(\.zone.city) == ["Paris", "Sao Paulo"])
    #expect(answer.clocks.map(\.offset) == [3_600, -10_800])
  }

  @Test func timeDifference_fromTheUser_usesTheSystemZoneTheShellRead() async throws {
    let location = UserLocation(.country("FR"), source: .timeZone("Europe/Paris", from: "TZ"))

    let answer = try await makeSUT().answer(
      Question(intent: .timeDifference, subject: .between(["US"])), location: location,
      now: Self.july)

    #expect(answer.clocks.map(\.zone.city) == ["New York", "Paris"])
    #expect(answer.origin?.country?.cca2 == "FR")
  }

  @Test func timeDifference_fromAUserGivenAsAPosition_usesTheNearestZone() async throws {
    let lisbon = UserLocation(
      .coordinates(.init(latitude: 38.7, longitude: -9.1)), source: .browser)

    let answer = try await makeSUT().answer(
      Question(intent: .timeDifference, subject: .country("FR")), location: lisbon,
      now: Self.january)

    #expect(answer.clocks.map(\.zone.city) == ["Paris", "Lisbon"])
  }

  @Test func timeDifference_atAGivenTime_keepsTheTimeTheQuestionGave() async throws {
    let question = Question(
      intent: .timeDifference, subject: .between(["BR", "FR"]), clockTime: 9 * 60)

    let answer = try await makeSUT().answer(question, now: Self.january)

    #expect(answer.clockTime == 540)
    #expect(answer.clocks.map(\.zone.city) == ["Sao Paulo", "Paris"])
  }

  @Test func timeDifference_withoutWhereTheUserIs_isUnrecognized() async {
    await #expect(throws: AnswerError.unrecognized) {
      try await makeSUT().answer(
        Question(intent: .timeDifference, subject: .between(["FR"])), now: Self.january)
    }
  }

  @Test func zoneClock_beforeMidnightUTC_isTheNextDayEastward() {
    let tokyo = CountryZones.Zone(
      identifier: "Asia/Tokyo", position: .init(latitude: 35.65, longitude: 139.74))

    let clock = ZoneClock(zone: tokyo, offset: 9 * 3_600, isDaylightSaving: false, at: Self.late)

    #expect(clock.time == "08:30")
    #expect(clock.weekday == 4)
    #expect(clock.utcOffset == "UTC+09:00")
  }

  @Test(arguments: [(0, "UTC"), (-9_000, "UTC-02:30"), (20_700, "UTC+05:45")])
  func zoneClock_writesItsOffsetAsTheDataWritesZones(seconds: Int, text: String) {
    let zone = CountryZones.Zone(identifier: "Etc/Test", position: .init(latitude: 0, longitude: 0))

    let clock = ZoneClock(zone: zone, offset: seconds, isDaylightSaving: false, at: Self.january)

    #expect(clock.utcOffset == text)
  }

  // MARK: - Helpers

  /// Tuesday 13 January 2026, 12:05 UTC.
  static let january = Date(timeIntervalSince1970: 1_768_305_900)
  /// Tuesday 14 July 2026, 12:05 UTC.
  static let july = Date(timeIntervalSince1970: 1_784_030_700)
  /// Tuesday 13 January 2026, 23:30 UTC.
  static let late = Date(timeIntervalSince1970: 1_768_347_000)

  private func makeSUT() -> QuizAnswerer {
    QuizAnswerer(loader: CountryLoaderStub.delivering(Self.countries)) { _ in InterpreterStub([:]) }
  }

  private static func country(
    _ code: String, _ name: String, capital: String, _ lat: Double, _ lon: Double
  )
    -> Country
  {
    Country(
      cca2: code, cca3: code + "X", names: .init(common: name, official: name),
      capitals: [capital], flag: .init(emoji: ""),
      coordinates: .init(latitude: lat, longitude: lon),
      capitalPositions: [capital: .init(latitude: lat, longitude: lon)])
  }

  private static let countries = [
    country("FR", "France", capital: "Paris", 48.87, 2.33),
    country("BR", "Brazil", capital: "Brasília", -15.79, -47.88),
    country("US", "United States", capital: "Washington, D.C.", 38.9, -77.04),
    country("XK", "Kosovo", capital: "Pristina", 42.67, 21.17),
  ]
}
