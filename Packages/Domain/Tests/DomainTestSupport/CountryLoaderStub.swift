import Domain
import Foundation
import Synchronization

/// A loader that replays canned outcomes in order (the last one repeats) and counts its calls.
public final class CountryLoaderStub: CountryLoader {
  private let state:
    Mutex<(outcomes: [Result<CountryDataset, CountryLoadError>], calls: Int, refreshes: Int)>

  public init(_ outcomes: Result<CountryDataset, CountryLoadError>...) {
    state = Mutex((outcomes, 0, 0))
  }

  public static func delivering(_ countries: [Country]) -> CountryLoaderStub {
    CountryLoaderStub(.success(CountryDataset(countries: countries, provenance: .sample)))
  }

  public static func failing(_ error: CountryLoadError) -> CountryLoaderStub {
    CountryLoaderStub(.failure(error))
  }

  public var callCount: Int { state.withLock { $0.calls } }
  /// How many calls asked for a refresh.
  public var refreshCount: Int { state.withLock { $0.refreshes } }

  public func loadCountries(refreshing: Bool) async throws -> CountryDataset {
    let outcome = state.withLock { state in
      state.calls += 1
      if refreshing { state.refreshes += 1 }
      return state.outcomes.count > 1 ? state.outcomes.removeFirst() : state.outcomes[0]
    }
    return try outcome.get()
  }
}

extension DataProvenance {
  /// A fixed provenance for tests.
  public static let sample = DataProvenance(
    origin: .bundled, source: "test data", asOf: Date(timeIntervalSince1970: 1_750_000_000))
}
