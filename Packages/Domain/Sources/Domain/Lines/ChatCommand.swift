/// The chat's commands, in the conversation's language or in English. A leading `/` is optional;
/// anything else is a question.
public enum ChatCommand: Equatable, Hashable, Sendable {
  case ask, retry, help, about, clear, quit, unknownCommand, empty
}
