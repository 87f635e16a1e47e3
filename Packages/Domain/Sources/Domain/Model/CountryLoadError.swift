/// Why countries could not be loaded, in terms a person can act on.
public enum CountryLoadError: Error, Sendable, Equatable {
  /// No network, DNS failure or connection refused.
  case noConnection
  case timedOut
  /// The hosted API refused the key (missing, invalid, revoked, expired); `setting` names where it is set.
  case unauthorized(setting: String)
  /// A server that takes no key refused access (a proxy, an allow-list); `setting` names its address setting.
  case accessDenied(setting: String)
  /// The hosted plan allows no more: the monthly quota is used up until the account's monthly cycle resets,
  /// or a field of a paid plan was asked for. Asking again soon cannot help.
  case quotaExhausted
  /// The key is the documentation's demo key, which answers one sample record instead of the data;
  /// `setting` names where a real key goes.
  case demoKey(setting: String)
  case rateLimited(retryAfterSeconds: Int?)
  case serverError(status: Int)
  /// The reply was not country data (malformed, truncated, an error body, too few records).
  case invalidData(String)
  /// This installation cannot fetch at all (its fetch helper is missing); the text says what to fix.
  case misconfigured(String)
}
