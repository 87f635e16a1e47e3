import Composition
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import Testing

/// Replicas (or several `quiz` runs) sharing a cache folder: one refresh per period between them.
@Suite struct SharedRefreshTests {
  @Test func replicasStartingTogether_fetchOnceBetweenThem() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lives = (0..<3).map { _ in SlowCountryLoader(.success(sampleDataset())) }
    let replicas = lives.map { replica(live: $0, folder: folder) }

    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
      for sut in replicas { group.addTask { try await sut.loadCountries().countries.count } }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    #expect(counts == Array(repeating: SampleCountries.all.count, count: 3))
    #expect(lives.map(\.callCount).reduce(0, +) == 1)
  }

  @Test func aReplicaWhoseCopyAged_readsTheFileAnotherJustRefreshedInsteadOfFetching() async throws
  {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = TestClock()
    let first = TimedCountryLoader(clock: clock)
    let second = TimedCountryLoader(clock: clock)
    let a = replica(live: first, folder: folder, clock: clock)
    let b = replica(live: second, folder: folder, clock: clock)
    _ = try await a.loadCountries()
    _ = try await b.loadCountries()

    clock.advance(by: 7200)
    let refreshed = try await a.loadCountries()
    let read = try await b.loadCountries()

    #expect(first.callCount == 2)
    #expect(second.callCount == 0)
    #expect(read.provenance.asOf == refreshed.provenance.asOf)
  }

  @Test func replicasStartingTogether_withoutALock_fetchEach() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lives = (0..<3).map { _ in SlowCountryLoader(.success(sampleDataset())) }
    let replicas = lives.map { replica(live: $0, folder: folder, locking: false) }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for sut in replicas { group.addTask { _ = try await sut.loadCountries() } }
      try await group.waitForAll()
    }

    #expect(lives.map(\.callCount).reduce(0, +) == 3)
  }

  private func replica(
    live: any CountryLoader, folder: URL, clock: TestClock? = nil, locking: Bool = true
  ) -> CachingCountryLoader {
    let file = folder.appendingPathComponent("countries.cache")
    return CachingCountryLoader(
      live: live, cache: DiskCountryCache(file: file, minimumCount: 1),
      lock: locking
        ? DirectoryRefreshLock(
          folder: file.appendingPathExtension("lock"), patience: 10, staleAfter: 60) : nil,
      lifetime: 3600, now: { clock?.now ?? Date() })
  }
}

@Suite struct DirectoryRefreshLockTests {
  @Test func secondHolder_waitsUntilTheFirstReleases() async throws {
    let folder = temporaryFolder().appendingPathComponent("a.lock")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let lock = DirectoryRefreshLock(folder: folder, patience: 10, staleAfter: 60)
    let release = try #require(await lock.acquire())
    let started = Date()

    Task {
      try? await Task.sleep(for: .milliseconds(300))
      release()
    }
    let second = await lock.acquire()

    #expect(second != nil)
    #expect(Date().timeIntervalSince(started) >= 0.25)
    second?()
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func lockHeldLongerThanThePatience_isNotHad() async throws {
    let folder = temporaryFolder().appendingPathComponent("a.lock")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let holder = DirectoryRefreshLock(folder: folder, patience: 10, staleAfter: 60)
    let release = try #require(await holder.acquire())
    defer { release() }

    let impatient = DirectoryRefreshLock(folder: folder, patience: 0.2, staleAfter: 60)

    #expect(await impatient.acquire() == nil)
  }

  @Test func lockOfAProcessThatIsGone_isBroken() async throws {
    let folder = temporaryFolder().appendingPathComponent("a.lock")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Process IDs on Linux stay below 2^22.
    try Data("99999999\n".utf8).write(to: folder.appendingPathComponent("owner"))

    let release = await DirectoryRefreshLock(folder: folder, patience: 0.2, staleAfter: 60)
      .acquire()

    #expect(release != nil)
    release?()
  }

  @Test func lockOlderThanStaleAfter_isBroken() async throws {
    let folder = temporaryFolder().appendingPathComponent("a.lock")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: folder.path)

    let release = await DirectoryRefreshLock(folder: folder, patience: 0.2, staleAfter: 60)
      .acquire()

    #expect(release != nil)
    release?()
  }
}

/// A live source whose data is dated by the test's clock; counts its calls.
final class TimedCountryLoader: CountryLoader {
  private let clock: TestClock
  private let calls = Mutex(0)

  init(clock: TestClock) { self.clock = clock }

  var callCount: Int { calls.withLock { $0 } }

  func loadCountries(refreshing: Bool) async throws -> CountryDataset {
    calls.withLock { $0 += 1 }
    return sampleDataset(at: clock.now)
  }
}
