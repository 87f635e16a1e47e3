import Domain

/// A table written once per language as a static value of its own (`ChatPhrasebook.french`,
/// `FavouriteWords.german`): each is built on first use only, so a chat in one language never
/// builds the others. `of(_:)` picks a language's, declared here once for every such table.
public protocol OnePerLanguage {
  static var english: Self { get }
  static var french: Self { get }
  static var spanish: Self { get }
  static var german: Self { get }
  static var portuguese: Self { get }
  static var italian: Self { get }
}

extension OnePerLanguage {
  /// The table of `language`.
  public static func table(for language: Language) -> Self {
    switch language {
    case .english: english
    case .french: french
    case .spanish: spanish
    case .german: german
    case .portuguese: portuguese
    case .italian: italian
    }
  }
}
