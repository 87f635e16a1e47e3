import Domain
import DomainTestSupport
import Foundation
import Interpretation
import Presentation
import Testing

@testable import QuizDaemon

/// Real replies of every kind carry only keys their OpenAPI schema declares, and every key it requires.
@Suite struct ReplySchemaTests {
  /// One kind of reply: how to get it, the schema that describes it, and the key that shows it is that
  /// kind (a game turn has `game`, a card reply `card`).
  struct Sample: Sendable, CustomTestStringConvertible {
    let name: String
    let schema: String
    let status: Int
    let marker: String
    var markerValue: String?
    let request: ServerRequest
    /// Why the data cannot load, for replies made without data.
    var failure: CountryLoadError?

    var testDescription: String { name }
  }

  static let samples: [Sample] = [
    Sample(
      name: "answer", schema: "Reply", status: 200, marker: "outcome", markerValue: "answer",
      request: ask(["question": "capital of belgium"])),
    Sample(
      name: "answer read with typos", schema: "Reply", status: 200, marker: "reading",
      request: ask(["question": "whats the capitl of Frnace?"])),
    Sample(
      name: "no data", schema: "Reply", status: 503, marker: "retryable",
      request: ask(["question": "capital of belgium"]), failure: .timedOut),
    Sample(
      name: "help", schema: "Reply", status: 200, marker: "kind", markerValue: "help",
      request: ask(["question": "help"])),
    Sample(
      name: "notice", schema: "Reply", status: 200, marker: "kind", markerValue: "notice",
      request: ask(["question": "quit"])),
    Sample(
      name: "clear", schema: "Reply", status: 200, marker: "kind", markerValue: "clear",
      request: ask(["question": "clear"])),
    Sample(
      name: "context not accepted", schema: "Reply", status: 200, marker: "contextNotice",
      request: ask(["question": "capital of belgium", "context": "forged"])),
    Sample(
      name: "game turn", schema: "Reply", status: 200, marker: "game",
      request: ask(["question": "quiz me on capitals"])),
    Sample(
      name: "shape", schema: "Reply", status: 200, marker: "shape",
      request: ask(["question": "shape of belgium"])),
    Sample(
      name: "card", schema: "Reply", status: 200, marker: "card",
      request: ask(["question": "tell me about belgium"])),
    Sample(
      name: "profile", schema: "Reply", status: 200, marker: "profile",
      request: ask(["question": "remember belgium"])),
    Sample(
      name: "not found", schema: "Error", status: 404, marker: "error",
      request: ServerRequest(method: "GET", target: "/nope")),
    Sample(
      name: "method not allowed", schema: "Error", status: 405, marker: "error",
      request: ServerRequest(method: "DELETE", target: "/healthz")),
    Sample(
      name: "bad body", schema: "Error", status: 400, marker: "error",
      request: askRequest("{nope")),
    Sample(
      name: "ready", schema: "Readiness", status: 200, marker: "asOf",
      request: ServerRequest(method: "GET", target: "/readyz")),
    Sample(
      name: "not ready", schema: "Readiness", status: 503, marker: "retryable",
      request: ServerRequest(method: "GET", target: "/readyz"), failure: .noConnection),
    Sample(
      name: "health", schema: "Health", status: 200, marker: "status",
      request: ServerRequest(method: "GET", target: "/healthz")),
  ]

  @Test(arguments: samples)
  func reply_carriesOnlyTheKeysItsOpenAPISchemaDeclares(sample: Sample) async throws {
    let sut = makeSUT(failure: sample.failure)

    let response = await sut.respond(to: sample.request)

    let reply = try object(response)
    #expect(response.status == sample.status)
    #expect(reply[sample.marker] != nil, "not a \(sample.name) reply: \(reply)")
    if let value = sample.markerValue { #expect(reply[sample.marker] as? String == value) }
    #expect(try checker().problems(in: reply, against: sample.schema) == [])
  }

  /// The sample data has no coordinates to list places by, so the list reply is made by hand.
  @Test func listReply_carriesOnlyTheKeysTheReplySchemaDeclares() throws {
    var reply = Reply(
      question: "countries near me", outcome: .answer, intent: .nearby, countries: ["BE"],
      text: "The closest countries:\nBelgium")
    reply.entries = [
      Reply.Entry(
        code: "BE", flag: "🇧🇪", image: "https://flagcdn.com/be.png", name: "Belgium", kilometres: 12)
    ]
    var json = reply.jsonObject
    json.add("kind", "reply")
    json.add("context", "c")

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])

    #expect(object["items"] != nil)
    #expect(try checker().problems(in: object, against: "Reply") == [])
  }

  @Test func checker_findsAnUndeclaredKeyAndAMissingRequiredOne() throws {
    let reply: [String: Any] = ["error": "Nope", "extra": true]

    let problems = try checker().problems(in: reply, against: "Error")

    #expect(
      problems == [
        #"$: required key "status" is missing"#, #"$: key "extra" is not declared in the schema"#,
      ])
  }

  @Test func checker_findsAnUndeclaredKeyInANestedObject() throws {
    let reply: [String: Any] = [
      "question": "q", "kind": "reply", "text": "t", "context": "c", "game": ["nope": 1],
    ]

    let problems = try checker().problems(in: reply, against: "Reply")

    #expect(problems.contains(#"$.game: key "nope" is not declared in the schema"#))
  }

  // MARK: - Helpers

  private func makeSUT(failure: CountryLoadError?) -> QuizAPI {
    let loader: CountryLoaderStub =
      failure.map { .failing($0) } ?? .delivering(SampleCountries.all)
    let answerer = QuizAnswerer(loader: loader) { RuleBasedQuestionInterpreter(countries: $0) }
    return QuizAPI(answerer: answerer, metrics: Metrics(), secret: "schema")
  }

  private func checker() throws -> OpenAPISchemaChecker {
    let document = try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8))
    return OpenAPISchemaChecker(document: try #require(document as? [String: Any]))
  }
}
