import Domain
import Foundation
import LanguagePacks
import Presentation

/// `POST /v1/ask`: the question in a request, the conversation it continues and the reply.
extension QuizAPI {
  /// The answer on the event loop when the data is loaded (a refusal, a reply remembered this second,
  /// or a question the engine can answer at once); nil hands the request to `ask(_:)`.
  func askImmediately(_ request: ServerRequest) -> ServerResponse? {
    if let refusal = Self.refusal(of: request, token: token) { return refusal.response }
    let asked = now()
    let memo = replies.flatMap { replies in ReplyMemo.key(of: request).map { (replies, $0) } }
    if case (let replies, let key)? = memo,
      let remembered = replies.response(for: key, at: asked, current: answerer.freshProvenance)
    {
      metrics.recordRememberedReply()
      return remembered
    }
    let body: AskBody
    switch Self.decode(request) {
    case .failure(let refusal): return refusal.response
    case .success(let decoded): body = decoded
    }
    let (conversation, notice) = conversation(from: body, of: request)
    let line = read(body, in: conversation)
    let need = Self.need(of: line, body, in: conversation)
    let data: Result<CountryCatalog, AnswerError>?
    if need == .none {
      data = nil
    } else if need == .current, let fresh = answerer.fresh {
      data = .success(fresh)
    } else {
      return nil
    }
    let (event, next) = step(line, body, in: conversation, data: data)
    let response = respond(
      event, to: body, from: conversation, next: next, notice: notice, at: asked)
    if case (let replies, let key)? = memo, response.status == 200,
      conversation.game == nil, next.game == nil
    {
      let madeOver = try? data?.get().provenance
      replies.remember(response, for: key, at: asked, data: madeOver)
    }
    return response
  }

  /// A response that refuses a request, as an error value.
  private struct Refusal: Error {
    let response: ServerResponse
    init(_ response: ServerResponse) { self.response = response }
  }

  func ask(_ request: ServerRequest) async -> ServerResponse {
    switch askBody(request) {
    case .failure(let refusal): return refusal.response
    case .success(let body):
      let (conversation, notice) = conversation(from: body, of: request)
      let line = read(body, in: conversation)
      let data: Result<CountryCatalog, AnswerError>? =
        switch Self.need(of: line, body, in: conversation) {
        case .none: nil
        case .current: await answerer.load()
        case .refreshed: await answerer.load(refreshing: true)
        }
      let (event, next) = step(line, body, in: conversation, data: data)
      return respond(
        event, to: body, from: conversation, next: next, notice: notice, at: now())
    }
  }

  /// The request's line, read once: a `"refresh": true` line is a question, never a command.
  private func read(_ body: AskBody, in conversation: Conversation) -> ReadLine {
    engine.reader.read(body.question, in: conversation.lineContext(commands: !body.refreshes))
  }

  /// What a request's line needs loaded: a `"refresh": true` question asks the live source again.
  private static func need(of line: ReadLine, _ body: AskBody, in conversation: Conversation)
    -> DataNeed
  {
    let need = Turn.needs(line, in: conversation)
    guard body.refreshes else { return need }
    return need == .none ? .none : .refreshed
  }

  /// The line's turn over `data`: one synchronous step, whichever path loaded the data.
  private func step(
    _ line: ReadLine, _ body: AskBody, in conversation: Conversation,
    data: Result<CountryCatalog, AnswerError>?
  ) -> (ChatEvent, Conversation) {
    let turn = engine.turn(data, whereabouts: Self.whereabouts(body))
    guard body.refreshes else { return turn.send(line, in: conversation) }
    let (reply, next) = turn.ask(line, in: conversation)
    return (.reply(reply), next)
  }

  /// Where the page's user is: the browser's position, sent only with a question that needs it.
  static func whereabouts(_ body: AskBody) -> Whereabouts {
    switch body.location {
    case .position(let latitude, let longitude)?:
      return Whereabouts(
        location: UserLocation(
          .coordinates(.init(latitude: latitude, longitude: longitude)),
          source: .browser))
    case .refused(let reason)?:
      return Whereabouts(unknown: .browserRefused(reason))
    case nil:
      return Whereabouts(unknown: .browserNotAsked)
    }
  }

  /// The conversation a request continues, and a notice when its context was not accepted (forged,
  /// altered, from another key or version): the question is then answered on its own. Its language
  /// is the request's `Accept-Language` (a browser sends its own with every fetch), not the context's;
  /// its profile is the one the request carries.
  private func conversation(from body: AskBody, of request: ServerRequest) -> (
    Conversation, String?
  ) {
    let language = UserLanguage.of(acceptLanguage: request.header("accept-language"))
    let profile = body.profile ?? Profile()
    guard let context = body.context, !context.isEmpty else {
      return (Conversation(language: language, profile: profile), nil)
    }
    guard var conversation = contexts.open(context) else {
      return (Conversation(language: language, profile: profile), ConversationContext.notAccepted)
    }
    conversation.language = language
    conversation.profile = profile
    return (conversation, nil)
  }

  /// The question in a request, or the refusal: token, media type, then the JSON body (400, or 413 for
  /// a question over `AskBody.maximumQuestionLength`).
  private func askBody(_ request: ServerRequest) -> Result<AskBody, Refusal> {
    if let refusal = Self.refusal(of: request, token: token) { return .failure(refusal) }
    return Self.decode(request)
  }

  /// The refusal of a request without the token (401) or not in JSON (415); nil when it may be read.
  private static func refusal(of request: ServerRequest, token: BearerToken?) -> Refusal? {
    if let token, !token.accepts(request.header("authorization")) {
      var response = ServerResponse.error(401, "This server needs a bearer token.")
      response.headers.append(("WWW-Authenticate", "Bearer"))
      return Refusal(response)
    }
    guard let contentType = request.header("content-type"), isJSON(contentType) else {
      return Refusal(ServerResponse.error(415, "Send the question as application/json."))
    }
    return nil
  }

  /// Whether a `Content-Type` value names JSON, parameters and case aside: most clients send exactly
  /// `application/json`, checked before splitting.
  private static func isJSON(_ contentType: String) -> Bool {
    contentType == "application/json"
      || contentType.split(separator: ";").first.map { $0.trimmingBlanks().lowercased() }
        == "application/json"
  }

  /// The request's JSON body, or its refusal (400, or 413 for a question that is too long).
  private static func decode(_ request: ServerRequest) -> Result<AskBody, Refusal> {
    AskBody.decode(request.body).mapError {
      Refusal(ServerResponse.error($0.status, $0.message))
    }
  }

  /// 200 with the reply's fields, the data's age and the next context, or 503 when no data could
  /// answer; a command's text as `kind` help, about, notice or clear.
  private func respond(
    _ event: ChatEvent, to body: AskBody, from previous: Conversation, next: Conversation,
    notice: String?, at now: Date
  ) -> ServerResponse {
    var json: JSONObjectWriter
    var status = 200
    let book = ChatPhrasebook.of(next.language)
    switch event {
    case .reply(let reply):
      json = reply.jsonObject(flagImages: QuizAPI.flagLinks)
      json.add("kind", "reply")
      if let provenance = reply.provenance {
        json.add("ageSeconds", integer: ReplyMemo.age(of: provenance, at: now))
      }
      if reply.outcome == .unavailable { status = 503 }
    case .help(let text): json = Self.command("help", text, body)
    case .about(let text): json = Self.command("about", text, body)
    case .notice(let text): json = Self.command("notice", text, body)
    case .clear: json = Self.command("clear", book.text(.cleared), body)
    case .quit: json = Self.command("notice", book.text(.leavePage), body)
    case .nothing: json = Self.command("notice", book.text(.askSomething), body)
    }
    json.add("context", context(after: previous, next: next, body: body, notice: notice))
    if let notice { json.add("contextNotice", notice) }
    // The profile goes back whenever the client keeps one or the line changed it, for the page to store.
    if body.profile != nil || !next.profile.isEmpty { json.add("profile", json: next.profile.json) }
    return ServerResponse.json(status, json)
  }

  /// The context of `next`: the one the client sent when the line left the conversation as it was (a
  /// question asked again, help), since it is already signed; sealing costs two SHA-256 digests.
  private func context(
    after previous: Conversation, next: Conversation, body: AskBody, notice: String?
  ) -> String {
    if notice == nil, let sent = body.context, !sent.isEmpty {
      var before = previous
      var after = next
      before.profile = Profile()
      after.profile = Profile()
      if before == after { return sent }
    }
    return contexts.seal(next)
  }

  private static func command(_ kind: String, _ text: String, _ body: AskBody) -> JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("question", body.question)
    json.add("kind", kind)
    json.add("text", text)
    return json
  }
}
