import Composition
import Domain
import Presentation

extension Turn {
  /// `text` read by the turn's reader, then stepped: what a shell's turn does with a typed line.
  func send(_ text: String, in conversation: Conversation) -> (ChatEvent, Conversation) {
    send(reader.read(text, in: conversation.lineContext()), in: conversation)
  }

  /// `text` read as a question (a batch line), then asked.
  func ask(_ text: String, in conversation: Conversation) -> (Reply, Conversation) {
    ask(reader.read(text, in: conversation.lineContext(commands: false)), in: conversation)
  }
}

extension Turn {
  /// What `text` needs loaded, read as a shell reads it.
  static func needs(_ text: String, in conversation: Conversation, commands: Bool = true)
    -> DataNeed
  {
    needs(
      QuizComposer.lineReader.read(text, in: conversation.lineContext(commands: commands)),
      in: conversation)
  }
}
