extension QuizAPI {
  /// Everything the daemon answers, one entry per path. Dispatch, 404, 405 with `Allow`, the CORS
  /// preflight, the metrics label and the OpenAPI document's paths follow from this list.
  static let routes: [Route] = [
    .post(
      "/v1/ask", "Answer one question", .ask,
      immediate: { api, request in api.askImmediately(request) },
      handler: { api, request in await api.ask(request) }),
    .get("/healthz", "The process is up", .health) { _, _ in QuizAPI.healthy },
    .get(
      "/readyz", "Country data is loaded", .readiness, waiting: { api, _ in await api.readiness() }),
    .get("/metrics", "Prometheus metrics", .metrics, waiting: { api, _ in api.metricsText() }),
    .get("/openapi.json", "This document", .document) { api, _ in api.table.openAPI },
    .get(QuizAPI.flagPath, "A country's flag, as SVG", .flag) { _, request in
      QuizAPI.flag(request)
    },
    .get("/", "The web chat page, in the Accept-Language's language", .page) { _, request in
      WebPage.response(acceptLanguage: request.header("accept-language"))
    },
  ]

  /// `routes`, with their OpenAPI document made once.
  static let routeTable = RouteTable(routes)
}
