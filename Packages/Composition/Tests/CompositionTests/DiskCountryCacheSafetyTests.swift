import Composition
import CountriesAPI
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct DiskCountryCacheSafetyTests {
  @Test func write_removesATemporaryFileLeftByAKilledRefresh() throws {
    let (cache, folder) = try makeSUT()
    let leftover = try makeFile(
      ".countries.records.\(UUID().uuidString).tmp", in: folder, age: 3600)

    try cache.write(try BundledSnapshot.dataset.get())

    #expect(!FileManager.default.fileExists(atPath: leftover.path))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["countries.records"])
  }

  @Test func write_removesAFreshTemporaryFileWhoseWriterIsNoLongerRunning() throws {
    let (cache, folder) = try makeSUT()
    let leftover = try makeFile(
      ".countries.records.999999999.\(UUID().uuidString).tmp", in: folder, age: 1)

    try cache.write(try BundledSnapshot.dataset.get())

    #expect(!FileManager.default.fileExists(atPath: leftover.path))
  }

  @Test func write_keepsAFreshTemporaryFileOfARunningWriter() throws {
    let (cache, folder) = try makeSUT()
    let running = ProcessInfo.processInfo.processIdentifier
    let inProgress = try makeFile(
      ".countries.records.\(running).\(UUID().uuidString).tmp", in: folder, age: 1)

    try cache.write(try BundledSnapshot.dataset.get())

    #expect(FileManager.default.fileExists(atPath: inProgress.path))
  }

  @Test func write_keepsAnotherWritersTemporaryFileAndOtherFiles() throws {
    let (cache, folder) = try makeSUT()
    let inProgress = try makeFile(".countries.records.\(UUID().uuidString).tmp", in: folder, age: 1)
    let other = try makeFile(".other.records.\(UUID().uuidString).tmp", in: folder, age: 3600)

    try cache.write(try BundledSnapshot.dataset.get())

    #expect(FileManager.default.fileExists(atPath: inProgress.path))
    #expect(FileManager.default.fileExists(atPath: other.path))
  }

  @Test func read_distrustsACacheWithFewerCountriesThanAFullLoad() throws {
    let (cache, _) = try makeSUT()
    try cache.write(CountryDataset(countries: SampleCountries.all, provenance: .sample))

    let result = cache.read()

    #expect(result == .unreadable("only 10 countries, fewer than the 200 of a full load"))
  }

  @Test func load_fetchesInsteadOfAnsweringFromAYoungButIncompleteCache() async throws {
    let (cache, _) = try makeSUT()
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    try cache.write(
      CountryDataset(
        countries: SampleCountries.all,
        provenance: DataProvenance(origin: .live, source: "s", asOf: now)))
    let full = try BundledSnapshot.dataset.get()
    let live = CountryLoaderStub(.success(full))
    let sut = CachingCountryLoader(live: live, cache: cache, lifetime: 24 * 3600, now: { now })

    let dataset = try await sut.loadCountries()

    #expect(live.callCount == 1)
    #expect(dataset.countries.count == full.countries.count)
  }

  @Test func read_refusesAFileLargerThanTheBoundWithoutReadingIt() throws {
    let (cache, folder) = try makeSUT()
    let file = try makeFile("countries.records", in: folder, age: 0)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(DiskCountryCache.defaultMaximumSize) + 1)
    try handle.close()

    let result = cache.read()

    #expect(result == .unreadable("16777217 bytes, more than the 16777216 a cache may be"))
  }

  @Test func encode_ofTheWholeDatasetStaysFarBelowTheSizeBound() throws {
    let size = CountryRecordCodec.encode(try BundledSnapshot.dataset.get()).utf8.count

    #expect(size < DiskCountryCache.defaultMaximumSize / 16)
  }

  // MARK: - Helpers

  private func makeSUT() throws -> (DiskCountryCache, URL) {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (DiskCountryCache(file: folder.appendingPathComponent("countries.records")), folder)
  }

  private func makeFile(_ name: String, in folder: URL, age: TimeInterval) throws -> URL {
    let file = folder.appendingPathComponent(name)
    try Data("half a write".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: file.path)
    return file
  }
}
