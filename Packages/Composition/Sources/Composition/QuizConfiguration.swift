import Foundation

/// Everything a shell decides about how the quiz is wired, read from flags and the environment.
public struct QuizConfiguration: Sendable, Equatable {
  /// Where live data comes from.
  public enum DataSource: Sendable, Equatable {
    /// Only the snapshot compiled into the binary.
    case bundled
    /// The hosted v5 API (`RESTCOUNTRIES_API_KEY`, `RESTCOUNTRIES_V5_URL`).
    case hostedV5(baseURL: URL, apiKey: String)
    /// A self-hosted v3.1 server (`RESTCOUNTRIES_V31_URL`).
    case selfHostedV31(baseURL: URL)
  }

  public var source: DataSource
  /// Never touch the network: answer from the bundled snapshot.
  public var isOffline: Bool
  /// Fetch fresh data before answering, even if the cache is young.
  public var forcesRefresh: Bool
  /// When the live source fails, answer from older data (cache, then bundle) with a notice.
  public var allowsFallback: Bool
  /// Where the disk cache lives; nil keeps data in memory only.
  public var cacheDirectory: URL?
  /// How long fetched data is reused before the next refresh.
  public var cacheLifetime: TimeInterval
  /// Per-request timeout for the live source.
  public var timeout: TimeInterval

  public init(
    source: DataSource = .bundled, isOffline: Bool = false, forcesRefresh: Bool = false,
    allowsFallback: Bool = true, cacheDirectory: URL? = nil,
    cacheLifetime: TimeInterval = 24 * 3600,
    timeout: TimeInterval = 10
  ) {
    self.source = source
    self.isOffline = isOffline
    self.forcesRefresh = forcesRefresh
    self.allowsFallback = allowsFallback
    self.cacheDirectory = cacheDirectory
    self.cacheLifetime = cacheLifetime
    self.timeout = timeout
  }

  /// The configuration the environment describes (see the README's "Live data" section).
  public init(
    environment: [String: String], isOffline: Bool = false, forcesRefresh: Bool = false,
    allowsFallback: Bool = true
  ) {
    let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
    var source = DataSource.bundled
    if let key = value("RESTCOUNTRIES_API_KEY") {
      let base = value("RESTCOUNTRIES_V5_URL").flatMap(URL.init(string:))
      source = .hostedV5(baseURL: base ?? Self.hostedV5URL, apiKey: key)
    } else if let base = value("RESTCOUNTRIES_V31_URL").flatMap(URL.init(string:)) {
      source = .selfHostedV31(baseURL: base)
    }
    let cacheHome =
      value("XDG_CACHE_HOME").map { URL(fileURLWithPath: $0) }
      ?? value("HOME").map { URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
    self.init(
      source: source, isOffline: isOffline, forcesRefresh: forcesRefresh,
      allowsFallback: allowsFallback,
      cacheDirectory: cacheHome?.appendingPathComponent("country-quiz"),
      cacheLifetime: value("COUNTRY_QUIZ_CACHE_HOURS").flatMap(Double.init).map {
        max(0, $0) * 3600
      } ?? 24 * 3600,
      timeout: value("COUNTRY_QUIZ_TIMEOUT").flatMap(Double.init).map { min(max($0, 0.1), 300) }
        ?? 10)
  }

  static let hostedV5URL =
    URL(string: "https://api.restcountries.com/countries/v5") ?? URL(fileURLWithPath: "/")
}
