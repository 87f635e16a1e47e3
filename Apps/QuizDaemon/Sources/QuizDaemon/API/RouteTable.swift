/// A table of routes, looked up by path, with the OpenAPI document that describes it.
struct RouteTable: Sendable {
  let routes: [Route]
  /// The table's OpenAPI document, as `/openapi.json` serves it.
  let openAPI: ServerResponse
  private let byPath: [String: Route]
  /// The routes whose path has a parameter ("/flags/{code}.svg"), tried in order after `byPath`.
  private let templated: [(template: PathTemplate, route: Route)]

  init(_ routes: [Route]) {
    self.routes = routes
    openAPI = OpenAPIDocument.response(for: routes)
    // One route per path: a second entry for a path would never be reached, so the first wins.
    byPath = Dictionary(
      routes.filter { PathTemplate($0.path) == nil }.map { ($0.path, $0) },
      uniquingKeysWith: { first, _ in first })
    templated = routes.compactMap { route in PathTemplate(route.path).map { ($0, route) } }
  }

  /// The route that answers `path`: the one declared with that path, else the first whose template
  /// matches it.
  func route(at path: String) -> Route? {
    if let route = byPath[path] { return route }
    return templated.first { $0.template.parameter(in: path) != nil }?.route
  }
}
