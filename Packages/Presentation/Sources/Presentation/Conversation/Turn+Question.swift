import Domain
import Foundation
import LanguagePacks

extension Turn {
  /// A line read as a question of the conversation: a follow-up, a clarification's answer, an
  /// incomplete question, or a complete one.
  func question(_ line: String, in conversation: Conversation, data: CountryCatalog)
    -> (Reply, Conversation)
  {
    let reading = data.read(line, candidates: conversation.candidates)
    let conversation = conversation.speaking(reading)
    switch FollowUp.resolve(reading, in: conversation) {
    case .ask(let resolved):
      let question = Self.inLanguage(resolved, of: reading, line, conversation)
      if question.needsUserLocation && whereabouts.location == nil {
        return finish(line, conversation, unlocated: question)
      }
      do {
        let answer = try data.answer(
          question, location: question.needsUserLocation ? whereabouts.location : nil,
          now: Date(timeIntervalSince1970: Double(now)))
        let note = data.note(on: line, reading: question)
        // Words it cannot place around a fact of one country ("what does the star on Vietnam's
        // flag stand for"): no confident answer, but what it can tell of that country.
        if !note.leftOut.isEmpty, case .country = question.subject,
          let country = answer.countries.first
        {
          var reply = ReplyPresenter.unplaced(
            line, note.leftOut, asking: question.intent, of: country, in: question.language)
          reply.readAs = Reply.ReadAs(question, note, answer, saysLine: false)
          return (reply, keepingRetry(reply, line, conversation.after(.unrecognized)))
        }
        return finish(line, conversation, question, answer, note)
      } catch {
        return finish(line, conversation, failure: error, in: question.language)
      }
    case .incomplete(let intent):
      // Asked back in the question's language ("quelle est la monnaie ?" is asked which country in
      // French), the user's when the line has no words of its own.
      return finish(
        line, conversation, incomplete: intent, in: reading.language(in: conversation))
    case .unrecognized:
      let language = reading.language(in: conversation) ?? conversation.language
      let reply = ReplyPresenter.unrecognized(
        line, suggesting: Self.example(suiting: data.mention(in: line), data, in: language),
        in: language)
      return (reply, keepingRetry(reply, line, conversation.after(.unrecognized)))
    }
  }

  /// One question the quiz can answer, suited to what a line it cannot answer named: its fact of
  /// its country, a question about its country, an example of its fact, or the first example.
  static func example(suiting mention: Mention, _ data: CountryCatalog, in language: Language)
    -> String
  {
    let book = ChatPhrasebook.of(language)
    let intent = mention.intent
    guard let country = mention.country.flatMap(data.country(code:)) else {
      return intent.map { book.example($0) } ?? book.firstExample()
    }
    let asked = intent.flatMap { $0.isAboutOneCountry ? $0 : nil } ?? .capital
    return book.example(asked, about: country.name(in: language), code: country.cca2)
  }

  /// The friendly line a greeting, thanks or emoji gets, in its words' language (an emoji's: the
  /// conversation's); not an answer, and the conversation stays as it was.
  static func greet(_ line: String, _ greeting: Greeting, _ conversation: Conversation)
    -> (Reply, Conversation)
  {
    let language = greeting.language ?? conversation.language
    let reply = Reply(
      question: line, outcome: .unrecognized, intent: nil,
      text: ChatPhrasebook.of(language).reply(to: greeting.kind), language: language)
    return (reply, conversation)
  }

  /// The question in the language its reply is worded in: its own when it was read in one; the
  /// conversation's when the line has no words of any language of its own ("Peru?", "🇵🇪", "south"
  /// to a clarification), which English's reader reads by default.
  static func inLanguage(
    _ question: Question, of reading: Reading, _ line: String, _ conversation: Conversation
  ) -> Question {
    guard question.language == .english, conversation.language != .english else { return question }
    let isNeutral =
      (reading.isNameOnly && !reading.refersBack) || reading.choice != nil
      || !line.contains(where: \.isLetter)
    return isNeutral ? question.asked(in: conversation.language) : question
  }

  /// A line of more than `LineLimit.words` words, refused before any reading: the conversation (and
  /// a game in it) stays as it was.
  static func tooLong(_ line: String, _ conversation: Conversation) -> (Reply, Conversation) {
    let book = ChatPhrasebook.of(conversation.language)
    let reply = Reply(
      question: line, outcome: .unrecognized, intent: nil,
      text: book.text(.tooLong, ["count": String(LineLimit.words)]), language: conversation.language
    )
    return (reply, conversation)
  }

  private func finish(
    _ line: String, _ conversation: Conversation, _ question: Question, _ answer: Answer,
    _ note: ReadingNote
  ) -> (Reply, Conversation) {
    var reply = ReplyPresenter.reply(to: line, answer: answer)
    reply.readAs = Reply.ReadAs(question, note, answer)
    if let dated = reply.readAs?.dated { reply.append(Reply.Line(.notice, dated)) }
    return (reply, keepingRetry(reply, line, conversation.after(answer, to: question)))
  }

  /// A failure worded in `language`, the conversation's when the line was in no language of its own.
  /// An unrecognized line is worded in the language the interpreter guessed for its words
  /// ("quelle heure est-il" gets French), else in the user's (`Conversation.language`).
  func finish(
    _ line: String, _ conversation: Conversation, failure: AnswerError, in language: Language? = nil
  ) -> (Reply, Conversation) {
    let reply = ReplyPresenter.reply(
      to: line, error: failure, in: language ?? conversation.language)
    return (reply, keepingRetry(reply, line, conversation.after(failure)))
  }

  private func finish(
    _ line: String, _ conversation: Conversation, incomplete intent: Intent, in language: Language?
  ) -> (Reply, Conversation) {
    let reply = ReplyPresenter.incomplete(
      line, intent: intent, in: language ?? conversation.language)
    return (reply, keepingRetry(reply, line, conversation.waiting(for: intent)))
  }

  private func finish(
    _ line: String, _ conversation: Conversation, unlocated question: Question
  ) -> (Reply, Conversation) {
    let reply = ReplyPresenter.needsLocation(
      line, intent: question.intent, unknown: whereabouts.unknown, in: question.language)
    var next = conversation
    next.retry = nil
    return (reply, next)
  }

  private func keepingRetry(_ reply: Reply, _ line: String, _ conversation: Conversation)
    -> Conversation
  {
    var next = conversation
    next.retry = reply.isRetryable ? line : nil
    return next
  }
}
