/// Why countries could not be loaded, in terms a person can act on.
public enum CountryLoadError: Error, Sendable, Equatable {
  /// No network, DNS failure or connection refused.
  case noConnection
  case timedOut
  /// The server refused the credentials; `setting` names what to check (e.g. an environment variable).
  case unauthorized(setting: String)
  case rateLimited(retryAfterSeconds: Int?)
  case serverError(status: Int)
  /// The reply was not country data (malformed, truncated, an error body, too few records).
  case invalidData(String)
  /// This installation cannot fetch at all (its fetch helper is missing); the text says what to fix.
  case misconfigured(String)
}
