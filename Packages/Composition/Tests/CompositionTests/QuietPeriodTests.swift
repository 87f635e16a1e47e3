import Composition
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct QuietPeriodTests {
  @Test(arguments: [
    CountryLoadError.quotaExhausted, .accessDenied(setting: "RESTCOUNTRIES_V31_URL"),
    .unauthorized(setting: "RESTCOUNTRIES_API_KEY"), .demoKey(setting: "RESTCOUNTRIES_API_KEY"),
  ])
  func refusal_waitsSixHoursBeforeAskingAgain(failure: CountryLoadError) async throws {
    let clock = TestClock()
    let good = CountryDataset(
      countries: SampleCountries.all,
      provenance: DataProvenance(origin: .live, source: "s", asOf: clock.now))
    let live = CountryLoaderStub(.success(good), .failure(failure))
    let sut = CachingCountryLoader(
      live: live, cache: nil, lifetime: 3600, backoff: 60, now: { clock.now })
    _ = try await sut.loadCountries()
    clock.advance(by: 2 * 3600)
    _ = try await sut.loadCountries()

    clock.advance(by: 6 * 3600 - 1)
    _ = try await sut.loadCountries()
    let duringQuiet = live.callCount
    clock.advance(by: 2)
    _ = try await sut.loadCountries()

    #expect(duringQuiet == 2)
    #expect(live.callCount == 3)
  }
}
