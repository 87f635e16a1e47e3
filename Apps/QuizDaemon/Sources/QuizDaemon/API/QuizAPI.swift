import Composition
import Domain
import Foundation
import Presentation

/// The daemon's routes: a pure function from a request value to a response value, so tests call it
/// directly and the socket loop around it stays thin. What it answers is the table `QuizAPI.routes`.
public struct QuizAPI: Sendable {
  let answerer: QuizAnswerer
  let engine: ConversationEngine
  let contexts: ConversationContext
  let metrics: Metrics
  let token: BearerToken?
  private let corsOrigin: String?
  let now: @Sendable () -> Date
  let table: RouteTable
  /// This second's replies by request (`ReplyMemo`); nil remembers none.
  let replies: ReplyMemo?

  /// `rememberedReplies`: how many requests' replies are kept each second (`ReplyMemo`); 0 keeps none.
  public init(
    answerer: QuizAnswerer, metrics: Metrics, token: String? = nil, corsOrigin: String? = nil,
    secret: String? = nil, now: @escaping @Sendable () -> Date = Date.init,
    rememberedReplies: Int = 0
  ) {
    self.init(
      answerer: answerer, metrics: metrics, token: token, corsOrigin: corsOrigin, secret: secret,
      now: now, table: QuizAPI.routeTable, rememberedReplies: rememberedReplies)
  }

  /// The API over another table of routes than `QuizAPI.routes`.
  init(
    answerer: QuizAnswerer, metrics: Metrics, token: String? = nil, corsOrigin: String? = nil,
    secret: String? = nil, now: @escaping @Sendable () -> Date = Date.init, table: RouteTable,
    rememberedReplies: Int = 0
  ) {
    self.replies = ReplyMemo(capacity: rememberedReplies)
    self.answerer = answerer
    self.engine = QuizComposer.makeEngine(answerer: answerer)
    self.contexts = ConversationContext(secret: secret)
    self.metrics = metrics
    self.token = BearerToken(token)
    self.corsOrigin = corsOrigin
    self.now = now
    self.table = table
  }

  /// Answers one request and counts it in the metrics.
  public func respond(to request: ServerRequest) async -> ServerResponse {
    let started = ContinuousClock.now
    let response: ServerResponse
    switch dispatch(request) {
    case .route(let route): response = await route.handler(self, request)
    case .answer(let answer): response = answer
    }
    return finish(response, to: request, started: started)
  }

  /// The response when it needs no waiting: a route that may answer on the event loop (static pages,
  /// refusals of a question, questions once the data is loaded). Nil means `respond(to:)`. The server
  /// calls this on its own thread, skipping the task hop.
  public func respondImmediately(to request: ServerRequest) -> ServerResponse? {
    let started = ContinuousClock.now
    guard case .route(let route) = dispatch(request), let immediate = route.immediate,
      let response = immediate(self, request)
    else { return nil }
    return finish(response, to: request, started: started)
  }

  private enum Dispatch {
    case route(Route)
    /// The table's own answer: 404, 405 or a CORS preflight.
    case answer(ServerResponse)
  }

  /// The route a request is for, or the answer when it is for none: 404 for a path not in the table,
  /// the CORS preflight for OPTIONS when CORS is on, and 405 with `Allow` for another method.
  private func dispatch(_ request: ServerRequest) -> Dispatch {
    let path = request.path
    guard let route = table.route(at: path) else {
      return .answer(
        ServerResponse.error(
          404, "There is nothing at \(DisplayText.sanitized(path, maxLength: 100))."))
    }
    let methods = route.allowedMethods
    if request.method == "OPTIONS", corsOrigin != nil {
      return .answer(
        ServerResponse(
          status: 204,
          headers: [
            ("Access-Control-Allow-Methods", methods.joined(separator: ", ")),
            ("Access-Control-Allow-Headers", "Content-Type, Authorization"),
            ("Access-Control-Max-Age", "600"),
          ]))
    }
    guard methods.contains(request.method) else {
      var response = ServerResponse.error(405, "\(path) does not allow \(request.method).")
      response.headers.append(("Allow", methods.joined(separator: ", ")))
      return .answer(response)
    }
    return .route(route)
  }

  private func finish(
    _ routed: ServerResponse, to request: ServerRequest, started: ContinuousClock.Instant
  ) -> ServerResponse {
    var response = routed
    let path = request.path
    if let corsOrigin, request.header("origin") == corsOrigin {
      response.headers += [("Access-Control-Allow-Origin", corsOrigin), ("Vary", "Origin")]
    }
    response.headers.append(("X-Content-Type-Options", "nosniff"))
    let elapsed = ContinuousClock.now - started
    // Counted under the route's declared path: a template's, not each path it matched.
    metrics.record(
      route: table.route(at: path)?.path ?? "other", status: response.status,
      seconds: Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
    return response
  }
}
