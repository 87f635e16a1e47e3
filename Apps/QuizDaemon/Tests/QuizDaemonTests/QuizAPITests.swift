import Domain
import DomainTestSupport
import Foundation
import Interpretation
import Presentation
import Testing

@testable import QuizDaemon

@Suite struct QuizAPITests {
  @Test func ask_answersWithTheReplyFieldsAndTheDataAge() async throws {
    let sut = makeSUT()

    let response = await sut.respond(to: ask(#"{"question":"capital of belgium"}"#))

    let json = try object(response)
    #expect(response.status == 200)
    #expect(json["text"] as? String == "The capital of Belgium is Brussels.")
    #expect(json["outcome"] as? String == "answer")
    #expect(json["source"] as? String == "test data")
    #expect(json["ageSeconds"] as? Int == 1000)
    #expect(response.header("Content-Type") == "application/json; charset=utf-8")
  }

  @Test func ask_answers503RetryableWhenNoDataCanAnswer() async throws {
    let sut = makeSUT(loader: .failing(.timedOut))

    let response = await sut.respond(to: ask(#"{"question":"capital of belgium"}"#))

    let json = try object(response)
    #expect(response.status == 503)
    #expect(json["retryable"] as? Bool == true)
    #expect(json["question"] as? String == "capital of belgium")
  }

  @Test func ask_withRefreshAsksTheLiveSourceAgain() async {
    let loader = CountryLoaderStub.delivering(SampleCountries.all)
    let sut = makeSUT(loader: loader)

    _ = await sut.respond(to: ask(#"{"question":"capital of belgium","refresh":true}"#))

    #expect(loader.refreshCount == 1)
  }

  @Test(arguments: [
    ("{nope", "The body is not valid JSON."),
    ("[1]", "The body must be a JSON object with a \"question\"."),
    ("{}", "The body has no \"question\"."),
    (#"{"question":42}"#, "The \"question\" must be a string."),
    (#"{"question":true}"#, "The \"question\" must be a string."),
  ])
  func ask_refusesABodyWithoutAStringQuestion(body: String, message: String) async throws {
    let response = await makeSUT().respond(to: ask(body))

    #expect(response.status == 400)
    #expect(try object(response)["error"] as? String == message)
  }

  @Test func ask_refusesAQuestionOver1000CharactersWith413BeforeLoadingAnyData() async throws {
    let loader = CountryLoaderStub.delivering(SampleCountries.all)
    let sut = makeSUT(loader: loader)
    let request = ask(#"{"question":"\#(String(repeating: "x", count: 1_001))"}"#)

    let immediate = try #require(sut.respondImmediately(to: request))
    let response = await sut.respond(to: request)

    for response in [immediate, response] {
      #expect(response.status == 413)
      #expect(
        try object(response)["error"] as? String
          == "The question is longer than 1,000 characters; ask it in fewer words.")
    }
    #expect(loader.callCount == 0)
  }

  @Test func ask_refusesAnotherMediaType() async {
    let request = ServerRequest(
      method: "POST", target: "/v1/ask", headers: [("Content-Type", "text/plain")],
      body: Array("capital of chad".utf8))

    #expect(await makeSUT().respond(to: request).status == 415)
  }

  @Test func unknownPath_is404AndWrongMethodIs405WithAllow() async {
    let sut = makeSUT()

    let missing = await sut.respond(to: ServerRequest(method: "GET", target: "/nope"))
    let wrong = await sut.respond(to: ServerRequest(method: "DELETE", target: "/healthz"))

    #expect(missing.status == 404)
    #expect(wrong.status == 405)
    #expect(wrong.header("Allow") == "GET, HEAD")
  }

  @Test func token_isRequiredOnAskWhenSet() async {
    let sut = makeSUT(token: "s3cret")

    let without = await sut.respond(to: ask(#"{"question":"flag of chad"}"#))
    let wrong = await sut.respond(to: ask(#"{"question":"flag of chad"}"#, token: "s3cres"))
    let right = await sut.respond(to: ask(#"{"question":"flag of chad"}"#, token: "s3cret"))
    let health = await sut.respond(to: ServerRequest(method: "GET", target: "/healthz"))

    #expect(without.status == 401)
    #expect(without.header("WWW-Authenticate") == "Bearer")
    #expect(wrong.status == 401)
    #expect(right.status == 200)
    #expect(health.status == 200)
  }

  @Test func cors_isOfferedOnlyToTheNamedOrigin() async {
    let sut = makeSUT(corsOrigin: "https://quiz.example")

    let named = await sut.respond(
      to: ask(#"{"question":"flag of chad"}"#, origin: "https://quiz.example"))
    let other = await sut.respond(
      to: ask(#"{"question":"flag of chad"}"#, origin: "https://evil.example"))
    let uncorsed = await makeSUT().respond(
      to: ask(#"{"question":"flag of chad"}"#, origin: "https://quiz.example"))

    #expect(named.header("Access-Control-Allow-Origin") == "https://quiz.example")
    #expect(other.header("Access-Control-Allow-Origin") == nil)
    #expect(uncorsed.header("Access-Control-Allow-Origin") == nil)
  }

  @Test func readyz_tellsWhetherDataIsLoaded() async {
    let ready = await makeSUT().respond(to: ServerRequest(method: "GET", target: "/readyz"))
    let notReady = await makeSUT(loader: .failing(.noConnection)).respond(
      to: ServerRequest(method: "GET", target: "/readyz"))

    #expect(ready.status == 200)
    #expect(notReady.status == 503)
    #expect(String(decoding: ready.body, as: UTF8.self).contains(#""asOf":"2025-06-15""#))
  }

  @Test func metrics_countRequestsByRouteAndStatusWithLatencyAndDataAge() async {
    let sut = makeSUT()
    _ = await sut.respond(to: ask(#"{"question":"capital of belgium"}"#))
    _ = await sut.respond(to: ServerRequest(method: "GET", target: "/nope"))

    let text = String(
      decoding: await sut.respond(to: ServerRequest(method: "GET", target: "/metrics")).body,
      as: UTF8.self)

    #expect(text.contains(#"quizd_requests_total{route="/v1/ask",status="200"} 1"#))
    #expect(text.contains(#"quizd_requests_total{route="other",status="404"} 1"#))
    #expect(text.contains(#"quizd_request_duration_seconds_count 2"#))
    #expect(text.contains("quizd_data_age_seconds 1000"))
  }

  @Test func page_isServedWithAStrictContentSecurityPolicy() async throws {
    let response = await makeSUT().respond(to: ServerRequest(method: "GET", target: "/"))

    let policy = try #require(response.header("Content-Security-Policy"))
    let html = String(decoding: response.body, as: UTF8.self)
    #expect(response.status == 200)
    #expect(policy.contains("default-src 'none'"))
    #expect(policy.contains("script-src '\(WebPage.hash(WebPage.script))'"))
    #expect(!policy.contains("unsafe-inline"))
    #expect(html.contains("<script>\(WebPage.script)</script>"))
    #expect(!html.contains("innerHTML"))
    // The one address the page holds is SVG's namespace name, an identifier never fetched.
    let addresses = html.matches(of: #/https?://[^"'\s)]*/#).map { String($0.output) }
    #expect(addresses.allSatisfy { $0 == "http://www.w3.org/2000/svg" }, "\(addresses)")
  }

  @Test func openAPI_isValidJSONDescribingEveryRoute() async throws {
    let response = await makeSUT().respond(
      to: ServerRequest(method: "GET", target: "/openapi.json"))

    let json = try object(response)
    let paths = try #require(json["paths"] as? [String: Any])
    #expect(json["openapi"] as? String == "3.1.0")
    #expect(Set(paths.keys) == Set(QuizAPI.routes.map(\.path)))
  }

  @Test func openAPI_statesTheQuestionsLengthLimitAndIts413() async throws {
    let json = try object(
      await makeSUT().respond(to: ServerRequest(method: "GET", target: "/openapi.json")))

    let components = try #require(json["components"] as? [String: Any])
    let schemas = try #require(components["schemas"] as? [String: Any])
    let ask = try #require(schemas["Ask"] as? [String: Any])
    let properties = try #require(ask["properties"] as? [String: Any])
    let question = try #require(properties["question"] as? [String: Any])
    #expect(question["maxLength"] as? Int == 1_000)
    let paths = try #require(json["paths"] as? [String: Any])
    let post = try #require((paths["/v1/ask"] as? [String: Any])?["post"] as? [String: Any])
    let responses = try #require(post["responses"] as? [String: Any])
    let tooLarge = try #require(responses["413"] as? [String: Any])
    #expect((tooLarge["description"] as? String)?.contains("1000 characters") == true)
  }

  // MARK: - Helpers

  private func makeSUT(
    loader: CountryLoaderStub = .delivering(SampleCountries.all), token: String? = nil,
    corsOrigin: String? = nil
  ) -> QuizAPI {
    let answerer = QuizAnswerer(loader: loader) { RuleBasedQuestionInterpreter(countries: $0) }
    return QuizAPI(
      answerer: answerer, metrics: Metrics(), token: token, corsOrigin: corsOrigin,
      now: { DataProvenance.sample.asOf.addingTimeInterval(1000) })
  }

  private func ask(_ body: String, token: String? = nil, origin: String? = nil) -> ServerRequest {
    var headers: [(name: String, value: String)] = []
    if let token { headers.append((name: "Authorization", value: "Bearer \(token)")) }
    if let origin { headers.append((name: "Origin", value: origin)) }
    return askRequest(body, headers: headers)
  }

}

@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func digest_matchesTheStandardVectors(message: String, hex: String) {
    let digest = SHA256.digest(Array(message.utf8))

    #expect(digest.map { String(format: "%02x", $0) }.joined() == hex)
  }
}
