import Domain
import DomainTestSupport
import Foundation
import Interpretation
import Testing

@testable import QuizDaemon

/// A route declared in the table is dispatched, allowed, preflighted, counted and documented.
@Suite struct RouteTableTests {
  @Test func addedRoute_isAnsweredOnTheEventLoopAndInATask() async throws {
    let sut = makeSUT(adding: extraRoute)

    let immediate = try #require(sut.respondImmediately(to: get("/v1/extra")))
    let waited = await sut.respond(to: get("/v1/extra"))

    #expect(immediate.status == 200)
    #expect(try object(immediate)["extra"] as? Bool == true)
    #expect(waited.status == 200)
    #expect(try object(waited)["extra"] as? Bool == true)
  }

  @Test func addedWaitingRoute_isAnsweredOnlyInATask() async {
    let route = Route.get("/v1/slow", "Waits", .extra, waiting: { _, _ in .json(200, "{}") })
    let sut = makeSUT(adding: route)

    let immediate = sut.respondImmediately(to: get("/v1/slow"))
    let waited = await sut.respond(to: get("/v1/slow"))

    #expect(immediate == nil)
    #expect(waited.status == 200)
  }

  @Test func addedRoute_isListedInAllowOnAnotherMethod() async {
    let sut = makeSUT(adding: extraRoute)

    let response = await sut.respond(to: ServerRequest(method: "DELETE", target: "/v1/extra"))

    #expect(response.status == 405)
    #expect(response.header("Allow") == "GET, HEAD")
  }

  @Test func addedRoute_isPreflightedWithItsMethods() async {
    let sut = makeSUT(adding: extraRoute, corsOrigin: "https://quiz.example")

    let response = await sut.respond(
      to: ServerRequest(
        method: "OPTIONS", target: "/v1/extra", headers: [("Origin", "https://quiz.example")]))

    #expect(response.status == 204)
    #expect(response.header("Access-Control-Allow-Methods") == "GET, HEAD")
  }

  @Test func addedRoute_isCountedUnderItsPath() async {
    let sut = makeSUT(adding: extraRoute)
    _ = await sut.respond(to: get("/v1/extra"))

    let metrics = String(decoding: await sut.respond(to: get("/metrics")).body, as: UTF8.self)

    #expect(metrics.contains(#"quizd_requests_total{route="/v1/extra",status="200"} 1"#))
  }

  @Test func addedRoute_isInTheOpenAPIPathsWithItsSummary() async throws {
    let sut = makeSUT(adding: extraRoute)

    let document = try object(await sut.respond(to: get("/openapi.json")))

    let paths = try #require(document["paths"] as? [String: Any])
    let extra = try #require((paths["/v1/extra"] as? [String: Any])?["get"] as? [String: Any])
    #expect(extra["summary"] as? String == "An extra route")
    #expect(extra["responses"] as? [String: Any] != nil)
  }

  @Test func removedRoute_is404AndLeftOutOfTheOpenAPIPaths() async throws {
    let sut = makeSUT(routes: QuizAPI.routes.filter { $0.path != "/metrics" })

    let response = await sut.respond(to: get("/metrics"))
    let document = try object(await sut.respond(to: get("/openapi.json")))

    #expect(response.status == 404)
    #expect((document["paths"] as? [String: Any])?["/metrics"] == nil)
  }

  @Test func openAPIDocument_describesEachRouteOfTheTableWithItsMethodsAndSummary() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8)) as? [String: Any])

    let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
    #expect(paths.count == QuizAPI.routes.count)
    for route in QuizAPI.routes {
      let item = try #require(paths[route.path], "\(route.path) is not in the OpenAPI paths")
      #expect(Set(item.keys) == Set(route.methods.map { $0.lowercased() }))
      for operation in item.values {
        #expect(operation["summary"] as? String == route.summary)
      }
    }
  }

  @Test(arguments: QuizAPI.routes.flatMap { route in route.methods.map { (route.path, $0) } })
  func everyDocumentedOperation_dispatches(path: String, method: String) async {
    // A path with a parameter is asked with an example of it.
    let target = path.replacingOccurrences(of: "{code}", with: "FR")
    let response = await makeSUT().respond(to: ServerRequest(method: method, target: target))

    #expect(response.status != 404 && response.status != 405)
  }

  @Test func standardTable_hasOnePathPerRoute() {
    let paths = QuizAPI.routes.map(\.path)

    #expect(Set(paths).count == paths.count)
  }

  // MARK: - Helpers

  private let extraRoute = Route.get("/v1/extra", "An extra route", .extra) { _, _ in
    .json(200, #"{"extra":true}"#)
  }

  private func makeSUT(adding route: Route, corsOrigin: String? = nil) -> QuizAPI {
    makeSUT(routes: QuizAPI.routes + [route], corsOrigin: corsOrigin)
  }

  private func makeSUT(routes: [Route] = QuizAPI.routes, corsOrigin: String? = nil) -> QuizAPI {
    let answerer = QuizAnswerer(loader: CountryLoaderStub.delivering(SampleCountries.all)) {
      RuleBasedQuestionInterpreter(countries: $0)
    }
    return QuizAPI(
      answerer: answerer, metrics: Metrics(), corsOrigin: corsOrigin, table: RouteTable(routes))
  }

  private func get(_ target: String) -> ServerRequest {
    ServerRequest(method: "GET", target: target)
  }
}

extension OpenAPIOperation {
  fileprivate static let extra = OpenAPIOperation(
    responses: #"{"200": {"description": "OK"}}"#)
}
