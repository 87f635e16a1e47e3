import Domain
import Foundation

/// Decorates a live loader with a memory and disk cache, so answering never makes a request of its own.
///
/// - A copy younger than `lifetime` answers without a request (the cache file is shared between processes).
/// - An older copy triggers one refresh; if that fails, the older copy answers, marked with the failure
///   (unless `servesStaleData` is off: then the failure is the answer), and no request is made again for a
///   quiet period unless a person retries. The period doubles with each failure in a row from `backoff`
///   up to six hours, is at least the server's Retry-After, and is six hours at once when asking again
///   soon cannot help (a refused key or server, a spent quota, the demo key): a month-long outage then costs a free v5 key about 130 requests. With no copy at all, the
///   quiet period holds too: the failure answers again without a request.
/// - Single flight: loads that arrive while a fetch is under way wait for that fetch and share its result.
///   Across processes sharing the cache folder, a `RefreshLock` does the same: the holder fetches, and
///   the others, once they hold it, find the fresh file on disk and read it instead of fetching.
/// - A retry (`refreshing`) fetches only when there is something to fix: a failure since the last good
///   fetch, or a copy past its lifetime. Within `minimumRefreshInterval` of the last fetch it reuses that
///   fetch's result, so a crowd retrying at once (a daemon's clients) costs one fetch. Only
///   `forcesRefresh` (`quiz --refresh`) fetches whatever the copy's age.
public actor CachingCountryLoader: CountryLoader {
  private let live: any CountryLoader
  private let cache: DiskCountryCache?
  private let lock: (any RefreshLock)?
  private let lifetime: TimeInterval
  private let backoff: TimeInterval
  private let minimumRefreshInterval: TimeInterval
  private let servesStaleData: Bool
  private let now: @Sendable () -> Date
  private let warn: @Sendable (String) -> Void
  private var forcesNextRefresh: Bool
  private var copy: CountryDataset?
  private var readDisk = false
  private var quietUntil: Date?
  private var lastFailure: CountryLoadError?
  private var lastFetch: Date?
  private var failuresInARow = 0
  private var inFlight: Task<Result<CountryDataset, CountryLoadError>, Never>?
  static let longestQuietPeriod: TimeInterval = 6 * 3600
  private var warnedUnwritable = false

  public init(
    live: any CountryLoader, cache: DiskCountryCache?, lock: (any RefreshLock)? = nil,
    lifetime: TimeInterval, forcesRefresh: Bool = false, minimumRefreshInterval: TimeInterval = 0,
    servesStaleData: Bool = true,
    backoff: TimeInterval = 60, now: @escaping @Sendable () -> Date = Date.init,
    warn: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.live = live
    self.cache = cache
    self.lock = lock
    self.lifetime = lifetime
    self.backoff = backoff
    self.minimumRefreshInterval = minimumRefreshInterval
    self.servesStaleData = servesStaleData
    self.now = now
    self.warn = warn
    self.forcesNextRefresh = forcesRefresh
  }

  public func loadCountries(refreshing: Bool) async throws -> CountryDataset {
    readDiskOnce()
    if let inFlight { return try await inFlight.value.get() }
    if !forcesNextRefresh {
      let moment = now()
      // A retry has nothing to fix while the copy is fresh and no fetch failed since: asking again would
      // only spend the source's quota (anyone can press Retry on a daemon's page).
      if let copy, isFresh(copy), lastFailure == nil { return copy }
      // Within the interval after any fetch nothing is asked again: with a cache lifetime of 0, probes
      // would otherwise make one request each.
      if let lastFetch, moment.timeIntervalSince(lastFetch) < minimumRefreshInterval {
        return try lastResult().get()
      }
      // A person's retry may cut a backoff short, but not a wait the source itself asked for or one
      // that retrying cannot shorten (a refused key, a spent quota).
      if let quietUntil, moment < quietUntil, !refreshing || lastFailure?.outlastsRetries == true {
        return try lastResult().get()
      }
    }
    let forced = forcesNextRefresh
    forcesNextRefresh = false
    let fetch = Task { await self.fetch(forced: forced) }
    inFlight = fetch
    return try await fetch.value.get()
  }

  /// One request to the live source; everything waiting on `inFlight` shares what it returns. Under
  /// the cross-process lock, a fresher copy another process wrote meanwhile answers instead.
  private func fetch(forced: Bool) async -> Result<CountryDataset, CountryLoadError> {
    defer {
      inFlight = nil
      lastFetch = now()
    }
    let release = await lock?.acquire()
    defer { release?() }
    if !forced, let written = freshCopyOnDisk() {
      copy = written
      quietUntil = nil
      lastFailure = nil
      failuresInARow = 0
      return .success(written)
    }
    do {
      let fresh = try await live.loadCountries(refreshing: true)
      copy = fresh
      quietUntil = nil
      lastFailure = nil
      failuresInARow = 0
      store(fresh)
      return .success(fresh)
    } catch {
      let failure = error as? CountryLoadError ?? .invalidData("unexpected failure")
      lastFailure = failure
      failuresInARow += 1
      quietUntil = now().addingTimeInterval(quietPeriod(after: failure))
      return lastResult()
    }
  }

  /// What the last fetch left: the copy (marked with the failure, if it failed), or the failure when there
  /// is no copy that may answer.
  private func lastResult() -> Result<CountryDataset, CountryLoadError> {
    guard let lastFailure else {
      return copy.map { .success($0) } ?? .failure(.invalidData("no data loaded yet"))
    }
    guard let copy, servesStaleData || isFresh(copy) else { return .failure(lastFailure) }
    return .success(copy.with(provenance: copy.provenance.standingIn(for: lastFailure)))
  }

  private func quietPeriod(after failure: CountryLoadError) -> TimeInterval {
    let doubling = backoff * pow(2, Double(min(failuresInARow - 1, 20)))
    let pause = min(doubling, Self.longestQuietPeriod)
    switch failure {
    case .rateLimited(let seconds?): return max(pause, TimeInterval(seconds))
    case _ where failure.outlastsRetries: return Self.longestQuietPeriod
    default: return pause
    }
  }

  private func isFresh(_ dataset: CountryDataset) -> Bool {
    let age = now().timeIntervalSince(dataset.provenance.asOf)
    return age >= 0 && age < lifetime
  }

  /// The cache file's dataset when another process wrote one newer than ours that is still fresh.
  private func freshCopyOnDisk() -> CountryDataset? {
    guard lock != nil, let cache, case .dataset(let written) = cache.read(), isFresh(written)
    else { return nil }
    if let copy, copy.provenance.asOf >= written.provenance.asOf { return nil }
    return written
  }

  private func readDiskOnce() {
    guard !readDisk, let cache else { return }
    readDisk = true
    switch cache.read() {
    case .empty: break
    case .dataset(let dataset): copy = dataset
    case .unreadable(let reason):
      warn(
        "The cache file \(cache.file.path) is unreadable (\(reason)); the next fetch replaces it.")
    }
  }

  private func store(_ dataset: CountryDataset) {
    guard let cache else { return }
    do {
      try cache.write(dataset)
    } catch {
      if !warnedUnwritable {
        warnedUnwritable = true
        warn("Cannot write the cache at \(cache.file.path); keeping the data in memory only.")
      }
    }
  }
}

extension CountryLoadError {
  /// Failures a retry cannot cure before their quiet period ends: the source asked for a pause, refused
  /// the key or the server, the quota is spent, or the key is the demo key.
  fileprivate var outlastsRetries: Bool {
    switch self {
    case .rateLimited(let seconds): seconds != nil
    case .unauthorized, .accessDenied, .quotaExhausted, .demoKey: true
    default: false
    }
  }
}
