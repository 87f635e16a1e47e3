import Domain

/// The chat's commands. A leading `/` is optional; anything else is a question.
enum ChatCommand: Equatable {
  case ask, retry, help, about, clear, quit, unknownCommand, empty

  /// Every kind of question with its example, derived from `Capability.all`.
  static let helpText =
    "Ask about \(Capability.summary). For example:\n"
    + Capability.all.map { "  \($0.example)" }.joined(separator: "\n")
    + "\nCommands: help, retry, about, clear, quit (or exit)."

  init(_ line: String, canRetry: Bool) {
    let word = line.lowercased()
    let bare = word.hasPrefix("/") ? String(word.dropFirst()) : word
    switch bare {
    case "" where line.isEmpty: self = canRetry ? .retry : .empty
    case "retry": self = .retry
    case "help", "?": self = .help
    case "about", "version": self = .about
    case "clear": self = .clear
    case "quit", "exit", "bye": self = .quit
    default: self = word.hasPrefix("/") ? .unknownCommand : .ask
    }
  }
}
