import Domain

/// Everything of one language, in one place: the facts (how each is asked and answered), the
/// reading words, the answers' other words and names, the chat's and the game's words. Each
/// language is one folder of this target (`French/`), English like the others; its tables are
/// built on first use, so a chat in one language never builds another's wording.
public struct LanguagePack: Sendable {
  public let language: Language

  public init(_ language: Language) {
    self.language = language
  }

  /// Every fact of `Capability.all`, as this language asks and answers it.
  public var facts: [Intent: FactWords] { FactTable.table(for: language).facts }
  public var reading: ReadingWords { ReadingWords.table(for: language) }
  public var answers: Phrasebook { Phrasebook.table(for: language) }
  public var grammar: NameGrammar { NameGrammar.table(for: language) }
  public var chat: ChatPhrasebook { ChatPhrasebook.table(for: language) }
  public var game: GamePhrasebook { GamePhrasebook.table(for: language) }
  public var favourites: FavouriteWords { FavouriteWords.table(for: language) }
  public var qualifiers: QualifierWords { QualifierWords.table(for: language) }
  public var conventions: ConventionWords { ConventionWords.table(for: language) }
  public var governs: GovernsWords { GovernsWords.table(for: language) }

  /// The words of one fact.
  public func fact(_ intent: Intent) -> FactWords? { facts[intent] }

  public static let all = Language.allCases.map(LanguagePack.init)
}

/// One language's facts table.
public struct FactTable: Sendable, OnePerLanguage {
  public let facts: [Intent: FactWords]
}

extension ReadingWords: OnePerLanguage {}
extension Phrasebook: OnePerLanguage {}
extension NameGrammar: OnePerLanguage {}
extension ChatPhrasebook: OnePerLanguage {}
extension GamePhrasebook: OnePerLanguage {}
extension GamePhrasebook.Reading: OnePerLanguage {}
extension FavouriteWords: OnePerLanguage {}
