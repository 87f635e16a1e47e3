/// The chat's commands. A leading `/` is optional; anything else is a question.
enum ChatCommand: Equatable {
  case ask, retry, help, about, clear, quit, unknownCommand, empty

  static let helpText = """
    Ask about a country's capital, its ISO alpha-2 code or its flag, or which countries start with some letters:
      What is the capital of Belgium?   Which countries start with CH?
      ISO code for Greece               Flag of Brazil
    Commands: help, retry, about, clear, quit (or exit).
    """

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
