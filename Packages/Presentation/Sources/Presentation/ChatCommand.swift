import Domain

/// The chat's commands. A leading `/` is optional; anything else is a question.
enum ChatCommand: Equatable {
  case ask, retry, help, about, clear, quit, unknownCommand, empty

  /// Every kind of question with its example, derived from `Capability.all`.
  static let helpText =
    "Ask about \(Capability.summary). For example:\n"
    + Capability.all.map { "  \($0.example)" }.joined(separator: "\n")
    + "\nGames: quiz me, quiz me on capitals, flags, ISO codes or higher or lower, "
    + "quiz me on countries in Africa (… that speak Spanish, … starting with B in 3 minutes), "
    + "daily challenge."
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
