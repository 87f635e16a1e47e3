import Domain

/// The locale data's names (CLDR, as Foundation gives them) of the languages, currencies and regions
/// the bundled snapshot names, in the five languages whose replies name them so, compiled into the
/// binary (`make locale-names`): asking Foundation loaded ICU's locale data, 1.8 MB of a one-shot's
/// resident memory. A code the locale data names none for is listed with an empty name, so it is not
/// asked again ("smi", Sami, in Norway's card: 2.5 M instructions and 4 MB); a code the table lacks
/// (live data) is asked of the locale data.
/// `LocaleNamesTests` checks the table against Foundation.
enum LocaleNames {
  enum Kind: String, CaseIterable, Sendable {
    case language, currency, region
  }

  /// What the table holds of a code: its name, that the locale data has none, or nothing.
  enum Lookup: Equatable, Sendable {
    case named(String)
    case unnamed
    case unlisted

    /// The name; for an unlisted code, what `ask` finds in the locale data; nil when there is none.
    func orAsking(_ ask: () -> String?) -> String? {
      switch self {
      case .named(let name): name
      case .unnamed: nil
      case .unlisted: ask()
      }
    }
  }

  /// What the table holds of `code` of `kind` in `language`.
  static func lookup(_ kind: Kind, _ code: String, in language: Language) -> Lookup {
    guard let name = table(for: language)[key(kind, code)] else { return .unlisted }
    return name.isEmpty ? .unnamed : .named(name)
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
