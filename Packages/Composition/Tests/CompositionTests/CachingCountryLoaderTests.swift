import Composition
import CountriesAPI
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import Testing

@Suite struct CachingCountryLoaderTests {
  @Test func load_fetchesOnceAndAnswersFromTheCopyWhileItIsYoung() async throws {
    let (live, clock, folder) = makeEnvironment()
    let sut = makeSUT(live, clock, folder)

    let first = try await sut.loadCountries()
    clock.advance(by: 3600)
    let second = try await sut.loadCountries()

    #expect(live.callCount == 1)
    #expect(first.provenance.origin == .live)
    #expect(second.countries == first.countries)
  }

  @Test func load_reusesAnotherProcesssCacheFileWithoutARequest() async throws {
    let (live, clock, folder) = makeEnvironment()
    _ = try await makeSUT(live, clock, folder).loadCountries()
    let otherProcess = makeSUT(live, clock, folder)

    let dataset = try await otherProcess.loadCountries()

    #expect(live.callCount == 1)
    #expect(dataset.provenance.origin == .cache)
    #expect(dataset.countries.map(\.cca2) == SampleCountries.all.map(\.cca2))
  }

  @Test func load_refreshesOnceTheCopyIsOlderThanItsLifetime() async throws {
    let (live, clock, folder) = makeEnvironment()
    let sut = makeSUT(live, clock, folder)
    _ = try await sut.loadCountries()

    clock.advance(by: 25 * 3600)
    _ = try await sut.loadCountries()

    #expect(live.callCount == 2)
  }

  @Test func load_answersFromTheOlderCopyMarkedWithTheFailureWhenTheRefreshFails() async throws {
    let clock = TestClock()
    let live = CountryLoaderStub(.success(dataset(at: clock.now)), .failure(.timedOut))
    let sut = makeSUT(live, clock, temporaryFolder())
    _ = try await sut.loadCountries()
    clock.advance(by: 25 * 3600)

    let stale = try await sut.loadCountries()
    let quiet = try await sut.loadCountries()

    #expect(stale.provenance.liveFailure == .timedOut)
    #expect(quiet.provenance.liveFailure == .timedOut)
    #expect(live.callCount == 2)
  }

  @Test func retry_asksTheLiveSourceAgainDuringTheQuietPeriod() async throws {
    let clock = TestClock()
    let live = CountryLoaderStub(
      .success(dataset(at: clock.now)), .failure(.noConnection), .success(dataset(at: clock.now)))
    let sut = makeSUT(live, clock, temporaryFolder())
    _ = try await sut.loadCountries()
    clock.advance(by: 25 * 3600)
    _ = try await sut.loadCountries()

    let retried = try await sut.loadCountries(refreshing: true)

    #expect(live.callCount == 3)
    #expect(retried.provenance.liveFailure == nil)
  }

  @Test func load_deliversTheLiveErrorWhenThereIsNoCopy() async {
    let sut = makeSUT(
      CountryLoaderStub.failing(.unauthorized(setting: "RESTCOUNTRIES_API_KEY")), TestClock(),
      temporaryFolder())

    await #expect(throws: CountryLoadError.unauthorized(setting: "RESTCOUNTRIES_API_KEY")) {
      try await sut.loadCountries()
    }
  }

  @Test(arguments: [
    "garbage\u{0}\u{FF}", "country-quiz-records 1\tx\t2026-01-01\t99\nBE\tBEL",
    "{\"foreign\": true}",
  ])
  func load_reportsACorruptCacheOnceAndReplacesItWithTheNextFetch(content: String) async throws {
    let (live, clock, folder) = makeEnvironment()
    let file = folder.appendingPathComponent("countries.records")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(content.utf8).write(to: file)
    let warnings = Warnings()
    let sut = makeSUT(live, clock, folder, warnings: warnings)

    _ = try await sut.loadCountries()
    _ = try await sut.loadCountries()

    #expect(warnings.lines.count == 1)
    #expect(warnings.lines.first?.contains("unreadable") == true)
    guard case .dataset(let cached) = DiskCountryCache(file: file, minimumCount: 1).read() else {
      Issue.record("the cache was not replaced")
      return
    }
    #expect(cached.countries.count == SampleCountries.all.count)
  }

  @Test func load_keepsDataInMemoryWithOneWarningWhenTheCacheCannotBeWritten() async throws {
    let (live, clock, folder) = makeEnvironment()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let blocker = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let warnings = Warnings()
    let sut = CachingCountryLoader(
      live: live,
      cache: DiskCountryCache(file: blocker.appendingPathComponent("countries.records")),
      lifetime: 0, now: { clock.now }, warn: { warnings.append($0) })

    _ = try await sut.loadCountries()
    let again = try await sut.loadCountries()

    #expect(again.countries.count == SampleCountries.all.count)
    #expect(warnings.lines.count == 1)
    #expect(warnings.lines.first?.contains("memory only") == true)
  }

  @Test func write_leavesOnlyTheFinishedFile() async throws {
    let (live, clock, folder) = makeEnvironment()

    _ = try await makeSUT(live, clock, folder).loadCountries()

    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["countries.records"])
  }

  @Test func forcedRefresh_fetchesEvenWhenTheCopyIsYoung() async throws {
    let (live, clock, folder) = makeEnvironment()
    _ = try await makeSUT(live, clock, folder).loadCountries()
    let refreshing = CachingCountryLoader(
      live: live,
      cache: DiskCountryCache(
        file: folder.appendingPathComponent("countries.records"), minimumCount: 1),
      lifetime: 24 * 3600, forcesRefresh: true, now: { clock.now })

    _ = try await refreshing.loadCountries()
    _ = try await refreshing.loadCountries()

    #expect(live.callCount == 2)
  }

  // MARK: - Helpers

  private func makeEnvironment() -> (CountryLoaderStub, TestClock, URL) {
    let clock = TestClock()
    return (CountryLoaderStub(.success(dataset(at: clock.now))), clock, temporaryFolder())
  }

  private func makeSUT(
    _ live: CountryLoaderStub, _ clock: TestClock, _ folder: URL, warnings: Warnings = Warnings()
  )
    -> CachingCountryLoader
  {
    CachingCountryLoader(
      live: live,
      cache: DiskCountryCache(
        file: folder.appendingPathComponent("countries.records"), minimumCount: 1),
      lifetime: 24 * 3600, now: { clock.now }, warn: { warnings.append($0) })
  }

  private func dataset(at date: Date) -> CountryDataset {
    CountryDataset(
      countries: SampleCountries.all,
      provenance: DataProvenance(origin: .live, source: "test source", asOf: date))
  }
}

func temporaryFolder() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("quiz-tests-\(UUID().uuidString)")
}

/// A clock the test moves by hand.
final class TestClock: Sendable {
  private let current = Mutex(Date(timeIntervalSince1970: 1_790_000_000))
  var now: Date { current.withLock { $0 } }
  func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}

/// Collects warnings.
final class Warnings: Sendable {
  private let collected = Mutex<[String]>([])
  var lines: [String] { collected.withLock { $0 } }
  func append(_ line: String) { collected.withLock { $0.append(line) } }
}

@Suite struct DiskCountryCacheTests {
  @Test func concurrentWriters_neverLeaveAHalfWrittenFile() async throws {
    let file = temporaryFolder().appendingPathComponent("countries.records")
    let small = CountryDataset(countries: Array(SampleCountries.all.prefix(3)), provenance: .sample)
    let large = try BundledSnapshot.dataset.get()

    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for round in 0..<10 {
            try? DiskCountryCache(file: file).write(
              (writer + round).isMultiple(of: 2) ? small : large)
          }
        }
        group.addTask {
          for _ in 0..<20 {
            if case .unreadable(let reason) = DiskCountryCache(file: file, minimumCount: 1).read() {
              Issue.record("torn read: \(reason)")
            }
          }
        }
      }
    }

    guard case .dataset(let final) = DiskCountryCache(file: file, minimumCount: 1).read() else {
      Issue.record("no readable file at the end")
      return
    }
    #expect([3, 250].contains(final.countries.count))
  }
}

@Suite struct CachingBackoffTests {
  @Test func failures_doubleTheQuietPeriodSoAnOutageCostsFewRequests() async throws {
    let clock = TestClock()
    let good = CountryDataset(
      countries: SampleCountries.all,
      provenance: DataProvenance(origin: .live, source: "s", asOf: clock.now))
    let live = CountryLoaderStub(.success(good), .failure(.serverError(status: 503)))
    let sut = CachingCountryLoader(
      live: live, cache: nil, lifetime: 3600, backoff: 60, now: { clock.now })
    _ = try await sut.loadCountries()
    clock.advance(by: 2 * 3600)

    for _ in 0..<(24 * 60) {
      _ = try await sut.loadCountries()
      clock.advance(by: 60)
    }

    #expect(live.callCount - 1 <= 14)
    #expect(live.callCount - 1 >= 8)
  }

  @Test func refusedKey_waitsSixHoursBeforeAskingAgain() async throws {
    let clock = TestClock()
    let good = CountryDataset(
      countries: SampleCountries.all,
      provenance: DataProvenance(origin: .live, source: "s", asOf: clock.now))
    let live = CountryLoaderStub(
      .success(good), .failure(.unauthorized(setting: "RESTCOUNTRIES_API_KEY")))
    let sut = CachingCountryLoader(
      live: live, cache: nil, lifetime: 3600, backoff: 60, now: { clock.now })
    _ = try await sut.loadCountries()
    clock.advance(by: 2 * 3600)
    _ = try await sut.loadCountries()

    clock.advance(by: 5 * 3600)
    _ = try await sut.loadCountries()
    let duringQuiet = live.callCount
    clock.advance(by: 3600 + 1)
    _ = try await sut.loadCountries()

    #expect(duringQuiet == 2)
    #expect(live.callCount == 3)
  }
}
