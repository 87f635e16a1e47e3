import Composition
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import Testing

/// Many clients at once (a daemon's): one fetch for all of them, and none while a failure is fresh.
@Suite struct CachingCountryLoaderStormTests {
  @Test func concurrentLoads_shareOneFetch() async throws {
    let live = SlowCountryLoader(.success(sampleDataset()))
    let sut = CachingCountryLoader(live: live, cache: nil, lifetime: 3600)

    let origins = try await loadConcurrently(sut, count: 50, refreshing: false)

    #expect(live.callCount == 1)
    #expect(origins.count == 50)
  }

  @Test func concurrentRetries_shareOneFetchAndLaterOnesReuseItWithinTheInterval() async throws {
    let clock = TestClock()
    let live = SlowCountryLoader(
      .failure(.serverError(status: 500)), then: .success(sampleDataset(at: clock.now)))
    let sut = CachingCountryLoader(
      live: live, cache: nil, lifetime: 3600, minimumRefreshInterval: 30, now: { clock.now })

    _ = try? await loadConcurrently(sut, count: 120, refreshing: true)
    clock.advance(by: 10)
    _ = try? await loadConcurrently(sut, count: 120, refreshing: true)
    let callsWithinInterval = live.callCount
    clock.advance(by: 31)
    let retried = try await sut.loadCountries(refreshing: true)

    #expect(callsWithinInterval == 1)
    #expect(live.callCount == 2)
    #expect(retried.provenance.liveFailure == nil)
  }

  @Test func retry_makesNoRequestWhileTheCopyIsFreshAndNothingFailed() async throws {
    let clock = TestClock()
    let live = SlowCountryLoader(.success(sampleDataset(at: clock.now)))
    let sut = CachingCountryLoader(live: live, cache: nil, lifetime: 3600, now: { clock.now })
    _ = try await sut.loadCountries()
    clock.advance(by: 600)

    for _ in 0..<10 { _ = try await sut.loadCountries(refreshing: true) }

    #expect(live.callCount == 1)
  }

  @Test func retry_waitsOutTheSourcesRetryAfter() async throws {
    let clock = TestClock()
    let live = SlowCountryLoader(
      .failure(.rateLimited(retryAfterSeconds: 3600)), then: .success(sampleDataset(at: clock.now)))
    let sut = CachingCountryLoader(
      live: live, cache: nil, lifetime: 3600, minimumRefreshInterval: 30, now: { clock.now })
    _ = try? await sut.loadCountries()

    clock.advance(by: 60)
    _ = try? await sut.loadCountries(refreshing: true)
    let callsWithinRetryAfter = live.callCount
    clock.advance(by: 3600)
    _ = try await sut.loadCountries(refreshing: true)

    #expect(callsWithinRetryAfter == 1)
    #expect(live.callCount == 2)
  }

  @Test func probesWithACacheLifetimeOfZero_costOneFetchPerInterval() async throws {
    let clock = TestClock()
    let live = SlowCountryLoader(.success(sampleDataset(at: clock.now)))
    let sut = CachingCountryLoader(
      live: live, cache: nil, lifetime: 0, minimumRefreshInterval: 30, now: { clock.now })

    for _ in 0..<20 {
      _ = try await sut.loadCountries()
      clock.advance(by: 1)
    }

    #expect(live.callCount == 1)
  }

  @Test func loadsWithNoCopy_deliverTheLastFailureWithoutARequestDuringTheQuietPeriod() async {
    let clock = TestClock()
    let live = SlowCountryLoader(.failure(.serverError(status: 500)))
    let sut = CachingCountryLoader(
      live: live, cache: nil, lifetime: 3600, backoff: 60, now: { clock.now })

    for _ in 0..<20 {
      await #expect(throws: CountryLoadError.serverError(status: 500)) {
        try await sut.loadCountries()
      }
    }
    clock.advance(by: 61)
    _ = try? await sut.loadCountries()

    #expect(live.callCount == 2)
  }

  @Test func failedRefresh_withoutStaleDataAllowed_neverAnswersFromAnExpiredCopy() async throws {
    let clock = TestClock()
    let live = CountryLoaderStub(.success(sampleDataset(at: clock.now)), .failure(.timedOut))
    let sut = CachingCountryLoader(
      live: live, cache: nil, lifetime: 3600, servesStaleData: false, now: { clock.now })
    _ = try await sut.loadCountries()
    clock.advance(by: 3601)

    await #expect(throws: CountryLoadError.timedOut) { try await sut.loadCountries() }
    await #expect(throws: CountryLoadError.timedOut) { try await sut.loadCountries() }
    #expect(live.callCount == 2)
  }

  @Test func failedForcedRefresh_withoutStaleDataAllowed_stillAnswersFromACopyWithinItsLifetime()
    async throws
  {
    let clock = TestClock()
    let file = temporaryFolder().appendingPathComponent("countries.records")
    _ = try await CachingCountryLoader(
      live: CountryLoaderStub(.success(sampleDataset(at: clock.now))),
      cache: DiskCountryCache(file: file, minimumCount: 1), lifetime: 3600, now: { clock.now }
    ).loadCountries()
    let sut = CachingCountryLoader(
      live: CountryLoaderStub.failing(.timedOut),
      cache: DiskCountryCache(file: file, minimumCount: 1),
      lifetime: 3600, forcesRefresh: true, servesStaleData: false, now: { clock.now })

    let answered = try await sut.loadCountries()

    #expect(answered.provenance.origin == .cache)
    #expect(answered.provenance.liveFailure == .timedOut)
  }

  // MARK: - Helpers

  private func loadConcurrently(_ sut: CachingCountryLoader, count: Int, refreshing: Bool)
    async throws -> [DataProvenance.Origin]
  {
    try await withThrowingTaskGroup(of: DataProvenance.Origin.self) { group in
      for _ in 0..<count {
        group.addTask { try await sut.loadCountries(refreshing: refreshing).provenance.origin }
      }
      var origins: [DataProvenance.Origin] = []
      for try await origin in group { origins.append(origin) }
      return origins
    }
  }
}

func sampleDataset(at date: Date = Date()) -> CountryDataset {
  CountryDataset(
    countries: SampleCountries.all,
    provenance: DataProvenance(origin: .live, source: "test source", asOf: date))
}

/// A live source that takes a while to answer, so concurrent loads overlap; counts its calls. The first
/// call gets `outcome`, later ones `later` (the same by default).
final class SlowCountryLoader: CountryLoader {
  private let outcome: Result<CountryDataset, CountryLoadError>
  private let later: Result<CountryDataset, CountryLoadError>
  private let calls = Atomic<Int>(0)

  init(
    _ outcome: Result<CountryDataset, CountryLoadError>,
    then later: Result<CountryDataset, CountryLoadError>? = nil
  ) {
    self.outcome = outcome
    self.later = later ?? outcome
  }

  var callCount: Int { calls.load(ordering: .relaxed) }

  func loadCountries(refreshing: Bool) async throws -> CountryDataset {
    let call = calls.add(1, ordering: .relaxed).newValue
    try? await Task.sleep(for: .milliseconds(100))
    return try (call == 1 ? outcome : later).get()
  }
}
