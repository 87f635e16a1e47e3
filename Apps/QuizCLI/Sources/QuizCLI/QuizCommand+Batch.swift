import Composition
import Domain
import Presentation

extension QuizCommand {
  /// Batch runs are one conversation: each line may follow up on the ones before it. Over data at
  /// hand the lines are answered without waiting, on the caller's thread.
  func answerEachLine(
    _ session: Session, asking ask: (String, Conversation) -> (Reply, Conversation)
  ) -> Int32 {
    var batch = Batch(command: self, session: session)
    while let line = batch.nextLine() { batch.record(ask(line, batch.conversation)) }
    return batch.status
  }

  /// `answerEachLine` over data that must be loaded.
  func answerEachLine(
    _ session: Session, asking ask: (String, Conversation) async -> (Reply, Conversation)
  ) async -> Int32 {
    var batch = Batch(command: self, session: session)
    while let line = batch.nextLine() { batch.record(await ask(line, batch.conversation)) }
    return batch.status
  }

  /// A batch's conversation, its exit status so far, and the writing of its replies.
  private struct Batch {
    let command: QuizCommand
    let session: Session
    var conversation: Conversation
    var status = ExitStatus.answered

    init(command: QuizCommand, session: Session) {
      self.command = command
      self.session = session
      conversation = Conversation(
        language: session.style.language, profile: session.profiles.profile)
    }

    /// The next line to answer; a line too long is answered here and passed over.
    func nextLine() -> String? {
      let streams = command.streams
      while streams.outputError == nil, let input = streams.readLine() {
        switch input {
        case .text(let line): return line
        case .tooLong(let start):
          streams.write(
            session.style.render(
              InputLine.tooLongReply(start: start, in: session.style.language)))
        }
      }
      return nil
    }

    /// Keeps the line's turn: its conversation and profile, its reply written.
    mutating func record(_ turn: (Reply, Conversation)) {
      var reply: Reply
      (reply, conversation) = turn
      let profiles = session.profiles
      // A failed save (74) outranks data that could not be had (69): neither hides the other's
      // cause once set, and 74 is never downgraded.
      if reply.outcome == .unavailable, status != ExitStatus.writeFailed {
        status = ExitStatus.unavailable
      }
      if !profiles.keep(conversation.profile) {
        reply = profiles.notSaved(reply)
        conversation.profile = profiles.profile
        status = ExitStatus.writeFailed
      }
      command.streams.write(session.style.render(reply))
    }
  }
}
