/// The chat's commands, in the conversation's language or in English. A leading `/` is optional;
/// anything else is a question. `helpOn` is a sub-help ("help games").
public enum ChatCommand: Equatable, Hashable, Sendable {
  case ask, retry, help, about, clear, quit, unknownCommand, empty
  case helpOn(HelpTopic)
}
