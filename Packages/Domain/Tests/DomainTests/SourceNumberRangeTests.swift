import Foundation
import Testing

@testable import Domain

/// A source's numbers (the bundled file, a live server, a cache) reach the model held to their ranges,
/// so no sum, ratio, distance or date made from them can trap.
@Suite struct SourceNumberRangeTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, Double(Int.max), 9e18])
  func calendarDay_ofAnyDate_isADayWithoutTrapping(seconds: Double) {
    let day = CalendarDay(Date(timeIntervalSince1970: seconds))

    #expect((1...12).contains(day.month))
    #expect((1...31).contains(day.day))
  }

  @Test func country_holdsPopulationAndAreaToTheirRanges() {
    let huge = Country(
      cca2: "XX", cca3: "XXX", names: .init(common: "X", official: "X"), capitals: [],
      flag: .init(emoji: ""), population: .max, area: .infinity)
    let negative = Country(
      cca2: "XX", cca3: "XXX", names: .init(common: "X", official: "X"), capitals: [],
      flag: .init(emoji: ""), population: .min, area: .nan)

    #expect(huge.population == Country.populations.upperBound)
    #expect(huge.area == Country.areas.upperBound)
    #expect(negative.population == 0)
    #expect(negative.area == 0)
    let all = Array(repeating: huge.population, count: 250).reduce(0, +)
    #expect(all > 0)
  }

  @Test(arguments: [
    (Double.nan, Double.nan, 0.0, 0.0), (1e300, -1e300, 90, -180), (-91, 181, -90, 180),
    (45.5, -73.5, 45.5, -73.5),
  ])
  func coordinates_areHeldToTheGlobe(
    latitude: Double, longitude: Double, expectedLatitude: Double, expectedLongitude: Double
  ) {
    let point = Country.Coordinates(latitude: latitude, longitude: longitude)

    #expect(point.latitude == expectedLatitude)
    #expect(point.longitude == expectedLongitude)
  }
}
