/// One thing the daemon answers, declared once in `QuizAPI.routes`: its path, methods, summary, OpenAPI
/// operation and handler. Dispatch, 404, 405 with `Allow`, the CORS preflight, the metrics label and the
/// OpenAPI document's paths all follow from the table, so a route added there is served and described.
struct Route: Sendable {
  typealias Immediate = @Sendable (QuizAPI, ServerRequest) -> ServerResponse?
  typealias Handler = @Sendable (QuizAPI, ServerRequest) async -> ServerResponse

  let path: String
  /// The methods as declared and documented; HEAD is allowed wherever GET is.
  let methods: [String]
  let summary: String
  let operation: OpenAPIOperation
  /// The answer on the event loop, without a task hop, for a route that may answer without waiting;
  /// nil, or a nil answer, hands the request to `handler`.
  let immediate: Immediate?
  let handler: Handler

  /// `methods`, and HEAD wherever GET is: what `Allow` and the CORS preflight list.
  var allowedMethods: [String] {
    methods.contains("GET") && !methods.contains("HEAD") ? methods + ["HEAD"] : methods
  }
}

extension Route {
  /// A GET (and HEAD) route whose answer needs no waiting, so it is made on the event loop.
  static func get(
    _ path: String, _ summary: String, _ operation: OpenAPIOperation,
    answer: @escaping @Sendable (QuizAPI, ServerRequest) -> ServerResponse
  ) -> Route {
    Route(
      path: path, methods: ["GET"], summary: summary, operation: operation,
      immediate: { answer($0, $1) }, handler: { answer($0, $1) })
  }

  /// A GET (and HEAD) route answered in a task.
  static func get(
    _ path: String, _ summary: String, _ operation: OpenAPIOperation,
    waiting handler: @escaping Handler
  ) -> Route {
    Route(
      path: path, methods: ["GET"], summary: summary, operation: operation, immediate: nil,
      handler: handler)
  }

  /// A POST route answered on the event loop when `immediate` can, else in a task.
  static func post(
    _ path: String, _ summary: String, _ operation: OpenAPIOperation,
    immediate: Immediate?, handler: @escaping Handler
  ) -> Route {
    Route(
      path: path, methods: ["POST"], summary: summary, operation: operation, immediate: immediate,
      handler: handler)
  }
}
