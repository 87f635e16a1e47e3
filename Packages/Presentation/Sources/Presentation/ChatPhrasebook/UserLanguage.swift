import Domain

/// The user's language, from what a shell knows of them: the POSIX locale variables of a terminal, or
/// a browser's `Accept-Language`. Pure: the shell reads the environment or the header and passes it in.
public enum UserLanguage {
  /// POSIX precedence for messages: `LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first one set and
  /// not empty decides, even when it names a language the quiz does not speak ("C" is English).
  public static func of(environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty { return of(locale: value) ?? .english }
    }
    return .english
  }

  /// The language of a locale name ("fr_FR.UTF-8", "fr", "de_CH", "pt-BR", "it_IT@euro"); nil for
  /// one the quiz does not speak, "C" and "POSIX" included.
  public static func of(locale name: String) -> Language? {
    let code = name.prefix { $0.isLetter }.lowercased()
    return Language.allCases.first { $0.localeIdentifier == code }
  }

  /// The language a browser prefers among those the quiz speaks, from its `Accept-Language` header
  /// ("fr-CH, fr;q=0.9, en;q=0.8"): highest weight first, listed order among equals; English when
  /// it lists none of them.
  public static func of(acceptLanguage header: String?) -> Language {
    guard let header else { return .english }
    var best: (language: Language, weight: Double)?
    for item in header.split(separator: ",") {
      let parts = item.split(separator: ";")
      guard let tag = parts.first, let language = of(locale: String(tag).trimmingWhitespace())
      else {
        continue
      }
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = String(parameter).trimmingWhitespace().split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0] == "q", let value = Double(pair[1]) { weight = value }
      }
      if weight > 0, weight > best?.weight ?? 0 { best = (language, weight) }
    }
    return best?.language ?? .english
  }
}
