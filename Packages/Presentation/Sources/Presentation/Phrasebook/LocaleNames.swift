import Domain

/// The locale data's names (CLDR, as Foundation gives them) of the languages, currencies and regions
/// the bundled snapshot names, in the five languages whose replies name them so, compiled into the
/// binary (`make locale-names`): asking Foundation loaded ICU's locale data, 1.8 MB of a one-shot's
/// resident memory. A code the table lacks (live data) is asked of the locale data.
/// `LocaleNamesTests` checks the table against Foundation.
enum LocaleNames {
  enum Kind: String, CaseIterable, Sendable {
    case language, currency, region
  }

  /// The name of `code` of `kind` in `language`, when the table holds it.
  static func name(_ kind: Kind, _ code: String, in language: Language) -> String? {
    table(for: language)[key(kind, code)]
  }

  /// How the table keys a name: "language gsw", "currency JPY", "region 155".
  static func key(_ kind: Kind, _ code: String) -> String { "\(kind.rawValue) \(code)" }

  /// One language's table; English names come from the data, so English has none.
  static func table(for language: Language) -> [String: String] {
    switch language {
    case .english: [:]
    case .french: french
    case .spanish: spanish
    case .german: german
    case .portuguese: portuguese
    case .italian: italian
    }
  }
}
