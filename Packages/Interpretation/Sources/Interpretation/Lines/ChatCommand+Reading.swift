import Domain
import LanguagePacks

/// The chat's commands, in the conversation's language or in English. A leading `/` is optional;
/// anything else is a question (`.ask`).
extension ChatCommand {
  init(_ line: String, canRetry: Bool, language: Language = .english) {
    let bare = line.hasPrefix("/") ? String(line.dropFirst()) : line
    if line.isEmpty {
      self = canRetry ? .retry : .empty
    } else if let command = Self.named(bare, in: language) {
      self = command
    } else {
      self = line.hasPrefix("/") ? .unknownCommand : .ask
    }
  }

  /// Bytes of the longest line that can be a command word, accents and a slash included, with room.
  static let longestCommand = 40

  /// The command `word` names in `language` or in English; nil when it names none.
  static func named(_ word: String, in language: Language) -> ChatCommand? {
    // Every command word is short; a question is not one, and most lines are questions.
    guard word.utf8.count <= longestCommand else { return nil }
    return CommandIndex.table(for: language).words[TextFolding.fold(word)]
  }

  /// A language's command words, folded once, with English's beside them (its own first). Built on
  /// first use: a chat in one language never builds the others' phrasebooks.
  private struct CommandIndex: OnePerLanguage {
    let words: [String: ChatCommand]

    static let english = CommandIndex(.english)
    static let french = CommandIndex(.french)
    static let spanish = CommandIndex(.spanish)
    static let german = CommandIndex(.german)
    static let portuguese = CommandIndex(.portuguese)
    static let italian = CommandIndex(.italian)

    init(_ language: Language) {
      var words: [String: ChatCommand] = [:]
      let own = ChatPhrasebook.table(for: language)
      for book in language == .english ? [own] : [own, ChatPhrasebook.english] {
        for (command, spellings) in book.commandWords {
          for spelling in spellings where words[TextFolding.fold(spelling)] == nil {
            words[TextFolding.fold(spelling)] = command
          }
        }
      }
      self.words = words
    }
  }
}
