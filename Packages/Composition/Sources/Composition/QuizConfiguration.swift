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
  /// A refresh asked for sooner than this after the last fetch reuses its result: many clients retrying
  /// at once (a daemon's) cost one fetch. Zero lets every retry of a single person fetch again.
  public var minimumRefreshInterval: TimeInterval

  public init(
    source: DataSource = .bundled, isOffline: Bool = false, forcesRefresh: Bool = false,
    allowsFallback: Bool = true, cacheDirectory: URL? = nil,
    cacheLifetime: TimeInterval = 24 * 3600,
    timeout: TimeInterval = 10, minimumRefreshInterval: TimeInterval = 0
  ) {
    self.source = source
    self.isOffline = isOffline
    self.forcesRefresh = forcesRefresh
    self.allowsFallback = allowsFallback
    self.cacheDirectory = cacheDirectory
    self.cacheLifetime = cacheLifetime
    self.timeout = timeout
    self.minimumRefreshInterval = minimumRefreshInterval
  }

  /// A setting in the environment that cannot be used, and what it must be instead.
  public struct SettingError: Error, Equatable, Sendable {
    public let message: String
  }

  /// The configuration the environment describes (see the README's "Live data" section). A value that
  /// is set but unusable (a timeout of `nan`, a URL that is not http) is refused by name, never ignored.
  public init(
    environment: [String: String], isOffline: Bool = false, forcesRefresh: Bool = false,
    allowsFallback: Bool = true
  ) throws(SettingError) {
    let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
    var source = DataSource.bundled
    if let key = value("RESTCOUNTRIES_API_KEY") {
      let base = try value("RESTCOUNTRIES_V5_URL").map { text throws(SettingError) in
        try Self.webURL(text, setting: "RESTCOUNTRIES_V5_URL")
      }
      source = .hostedV5(baseURL: base ?? Self.hostedV5URL, apiKey: key)
    } else if let text = value("RESTCOUNTRIES_V31_URL") {
      source = .selfHostedV31(baseURL: try Self.webURL(text, setting: "RESTCOUNTRIES_V31_URL"))
    }
    let cacheHome = value("XDG_CACHE_HOME") ?? value("HOME").map { FolderPath.joined($0, ".cache") }
    let hours = try value("COUNTRY_QUIZ_CACHE_HOURS").map { text throws(SettingError) in
      try Self.number(text, setting: "COUNTRY_QUIZ_CACHE_HOURS", in: 0...8760, unit: "hours")
    }
    let timeout = try value("COUNTRY_QUIZ_TIMEOUT").map { text throws(SettingError) in
      try Self.number(text, setting: "COUNTRY_QUIZ_TIMEOUT", in: 0.1...300, unit: "seconds")
    }
    self.init(
      source: source, isOffline: isOffline, forcesRefresh: forcesRefresh,
      allowsFallback: allowsFallback,
      cacheDirectory: cacheHome.map {
        URL(fileURLWithPath: FolderPath.joined($0, "country-quiz"), isDirectory: true)
      },
      cacheLifetime: (hours ?? 24) * 3600, timeout: timeout ?? 10)
  }

  /// A finite decimal number within `range`, or an error naming the setting and the range.
  public static func number(
    _ text: String, setting: String, in range: ClosedRange<Double>, unit: String
  ) throws(SettingError) -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    // `Double("inf")`, `"nan"` and `"0x1p3"` parse, but are not numbers of seconds a person means.
    guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let number = Double(trimmed), number.isFinite, range.contains(number)
    else {
      throw SettingError(
        message:
          "\(setting) must be a number of \(unit) from \(Self.plain(range.lowerBound)) to "
          + "\(Self.plain(range.upperBound)), not '\(text.prefix(40))'")
    }
    return number
  }

  private static func plain(_ number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : String(number)
  }

  private static func webURL(_ text: String, setting: String) throws(SettingError) -> URL {
    guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
      url.host?.isEmpty == false
    else {
      throw SettingError(
        message: "\(setting) must be an http:// or https:// URL, not '\(text.prefix(80))'")
    }
    return url
  }

  static let hostedV5URL =
    URL(string: "https://api.restcountries.com/countries/v5") ?? URL(fileURLWithPath: "/")
}
