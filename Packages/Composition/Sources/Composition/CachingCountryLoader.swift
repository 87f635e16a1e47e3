import Domain
import Foundation

/// Decorates a live loader with a memory and disk cache, so answering never makes a request of its own.
///
/// - A copy younger than `lifetime` answers without a request (the cache file is shared between processes).
/// - An older copy triggers one refresh; if that fails, the older copy answers, marked with the failure,
///   and no request is made again for a quiet period unless a person retries. The period doubles with each
///   failure in a row from `backoff` up to six hours, is at least the server's Retry-After, and is six hours
///   at once when the key is refused: a month-long outage then costs a free v5 key about 130 requests.
/// - With no copy at all, the live source's error is the answer.
public actor CachingCountryLoader: CountryLoader {
  private let live: any CountryLoader
  private let cache: DiskCountryCache?
  private let lifetime: TimeInterval
  private let backoff: TimeInterval
  private let now: @Sendable () -> Date
  private let warn: @Sendable (String) -> Void
  private var forcesNextRefresh: Bool
  private var copy: CountryDataset?
  private var readDisk = false
  private var quietUntil: Date?
  private var lastFailure: CountryLoadError?
  private var failuresInARow = 0
  static let longestQuietPeriod: TimeInterval = 6 * 3600
  private var warnedUnwritable = false

  public init(
    live: any CountryLoader, cache: DiskCountryCache?, lifetime: TimeInterval,
    forcesRefresh: Bool = false,
    backoff: TimeInterval = 60, now: @escaping @Sendable () -> Date = Date.init,
    warn: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.live = live
    self.cache = cache
    self.lifetime = lifetime
    self.backoff = backoff
    self.now = now
    self.warn = warn
    self.forcesNextRefresh = forcesRefresh
  }

  public func loadCountries(refreshing: Bool) async throws -> CountryDataset {
    readDiskOnce()
    let wantsRefresh = refreshing || forcesNextRefresh
    if let copy, !wantsRefresh {
      if isFresh(copy) { return copy }
      if let quietUntil, now() < quietUntil, let lastFailure {
        return copy.with(provenance: copy.provenance.standingIn(for: lastFailure))
      }
    }
    forcesNextRefresh = false
    do {
      let fresh = try await live.loadCountries(refreshing: true)
      copy = fresh
      quietUntil = nil
      lastFailure = nil
      failuresInARow = 0
      store(fresh)
      return fresh
    } catch {
      let failure = error as? CountryLoadError ?? .invalidData("unexpected failure")
      lastFailure = failure
      failuresInARow += 1
      quietUntil = now().addingTimeInterval(quietPeriod(after: failure))
      guard let copy else { throw failure }
      return copy.with(provenance: copy.provenance.standingIn(for: failure))
    }
  }

  private func quietPeriod(after failure: CountryLoadError) -> TimeInterval {
    let doubling = backoff * pow(2, Double(min(failuresInARow - 1, 20)))
    var pause = min(doubling, Self.longestQuietPeriod)
    switch failure {
    case .rateLimited(let seconds?): pause = max(pause, TimeInterval(seconds))
    case .unauthorized, .accessDenied, .quotaExhausted, .demoKey: pause = Self.longestQuietPeriod
    default: break
    }
    return pause
  }

  private func isFresh(_ dataset: CountryDataset) -> Bool {
    let age = now().timeIntervalSince(dataset.provenance.asOf)
    return age >= 0 && age < lifetime
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
