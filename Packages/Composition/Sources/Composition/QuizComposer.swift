import CountriesAPI
import Domain
import Foundation
import Interpretation
import Presentation

/// The composition root: the only place that knows every package.
///
/// The HTTP transport is the shell's choice (`transport`): the daemon links URLSession, while `quiz`
/// keeps FoundationNetworking and libcurl out of its binary and its start-up, and fetches through a helper.
public enum QuizComposer {
  /// Makes the HTTP client for a per-request timeout; only called when a live source is configured.
  public typealias Transport = @Sendable (_ timeout: TimeInterval) -> any HTTPClient

  /// The answering use case wired for `configuration`; `warn` receives one-line notices for stderr.
  /// `rememberedLines` > 0 keeps that many recent lines' readings (`MemoizingQuestionInterpreter`):
  /// worth it for a server that hears the same questions from many people, not for one person's chat.
  public static func makeAnswerer(
    configuration: QuizConfiguration,
    transport: @escaping Transport = { _ in NoNetworkHTTPClient() },
    warn: @escaping @Sendable (String) -> Void = { _ in },
    rememberedLines: Int = 0
  ) -> QuizAnswerer {
    .reading(makeLoader(configuration: configuration, transport: transport, warn: warn)) {
      dataset in
      // The bundled snapshot's name tables are compiled into the binary (`make name-tables`).
      let interpreter = MultilingualQuestionInterpreter(
        countries: dataset.countries, compiledNames: BundledSnapshot.holds(dataset))
      guard rememberedLines > 0 else { return interpreter }
      return MemoizingQuestionInterpreter(interpreter, capacity: rememberedLines)
    }
  }

  /// The line reader every shell's turns classify lines with.
  public static let lineReader: any LineReader = PhraseLineReader()

  /// The conversation's turns over `answerer`, reading lines with `lineReader`; `now` and `seed`
  /// fixed by tests.
  public static func makeEngine(
    answerer: QuizAnswerer, now: @escaping @Sendable () -> Date = Date.init,
    seed: (@Sendable () -> UInt64)? = nil
  ) -> ConversationEngine {
    ConversationEngine(answerer: answerer, reader: lineReader, now: now, seed: seed)
  }

  /// A chat session over the answerer, for interactive shells.
  public static func makeChatSession(
    configuration: QuizConfiguration,
    transport: @escaping Transport = { _ in NoNetworkHTTPClient() },
    warn: @escaping @Sendable (String) -> Void = { _ in }
  ) -> ChatSession {
    ChatSession(
      engine: makeEngine(
        answerer: makeAnswerer(configuration: configuration, transport: transport, warn: warn)))
  }

  /// Where the data comes from when `configuration` answers from the bundled snapshot, read from
  /// its header alone (`quiz --version` decodes no record); nil when a live source is configured.
  public static func bundledProvenance(configuration: QuizConfiguration) -> DataProvenance? {
    switch configuration.source {
    case .bundled: BundledSnapshot.provenance
    case _ where configuration.isOffline: BundledSnapshot.provenance
    default: nil
    }
  }

  /// Bundled when offline or nothing is configured; otherwise live → cache → (bundled fallback).
  static func makeLoader(
    configuration: QuizConfiguration, transport: Transport,
    warn: @escaping @Sendable (String) -> Void
  ) -> any CountryLoader {
    let remote: RemoteCountryLoader.Source
    switch configuration.source {
    case .bundled: return BundledCountryLoader()
    case _ where configuration.isOffline: return BundledCountryLoader()
    case .hostedV5(let baseURL, let apiKey): remote = .hostedV5(baseURL: baseURL, apiKey: apiKey)
    case .selfHostedV31(let baseURL): remote = .selfHostedV31(baseURL: baseURL)
    }
    let live = RemoteCountryLoader(
      source: remote, client: transport(configuration.timeout))
    let cacheFile = configuration.cacheDirectory.map {
      $0.appendingPathComponent(cacheName(remote))
    }
    let cached = CachingCountryLoader(
      live: live,
      cache: cacheFile.map { DiskCountryCache(file: $0) },
      lock: cacheFile.map {
        DirectoryRefreshLock(
          folder: $0.appendingPathExtension("lock"), patience: configuration.timeout * 3 + 5,
          staleAfter: configuration.timeout * 3 + 30)
      },
      lifetime: configuration.cacheLifetime, forcesRefresh: configuration.forcesRefresh,
      minimumRefreshInterval: configuration.minimumRefreshInterval,
      servesStaleData: configuration.allowsFallback, warn: warn)
    return configuration.allowsFallback
      ? FallbackCountryLoader(primary: cached, fallback: BundledCountryLoader()) : cached
  }

  /// One cache file per source, named without the key.
  static func cacheName(_ source: RemoteCountryLoader.Source) -> String {
    switch source {
    case .hostedV5: "countries-v5.records"
    case .selfHostedV31(let baseURL):
      "countries-v31-\((baseURL.host ?? "local").filter { $0.isLetter || $0.isNumber || $0 == "." }).records"
    }
  }
}
