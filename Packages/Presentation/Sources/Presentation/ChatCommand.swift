import Domain
import LanguagePacks

/// The chat's commands, in the conversation's language or in English. A leading `/` is optional;
/// anything else is a question.
extension ChatCommand {
  /// English help: every kind of question with its example, derived from `Capability.all`.
  static var helpText: String { ChatPhrasebook.english.helpText }

  init(_ line: String, canRetry: Bool, language: Language = .english) {
    let bare = line.hasPrefix("/") ? String(line.dropFirst()) : line
    if line.isEmpty {
      self = canRetry ? .retry : .empty
    } else if let command = ChatPhrasebook.of(language).command(named: bare) {
      self = command
    } else {
      self = line.hasPrefix("/") ? .unknownCommand : .ask
    }
  }
}
