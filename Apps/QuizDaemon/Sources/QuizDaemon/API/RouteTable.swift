/// A table of routes, looked up by path, with the OpenAPI document that describes it.
struct RouteTable: Sendable {
  let routes: [Route]
  /// The table's OpenAPI document, as `/openapi.json` serves it.
  let openAPI: ServerResponse
  private let byPath: [String: Route]

  init(_ routes: [Route]) {
    self.routes = routes
    openAPI = OpenAPIDocument.response(for: routes)
    // One route per path: a second entry for a path would never be reached, so the first wins.
    byPath = Dictionary(routes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func route(at path: String) -> Route? { byPath[path] }
}
