import Domain
import DomainTestSupport
import Foundation
import Interpretation
import Testing

@testable import QuizDaemon

/// `POST /v1/ask` as a client sends it: `body` as JSON, with `headers` after the content type.
func askRequest(_ body: String, headers: [(name: String, value: String)] = []) -> ServerRequest {
  ServerRequest(
    method: "POST", target: "/v1/ask",
    headers: [(name: "Content-Type", value: "application/json")] + headers, body: Array(body.utf8))
}

/// `POST /v1/ask` with a body of string fields ("question", "context").
func ask(_ fields: [String: String]) -> ServerRequest {
  let body = (try? JSONSerialization.data(withJSONObject: fields)) ?? Data()
  return askRequest(String(decoding: body, as: UTF8.self))
}

/// The JSON object a response carries.
func object(_ response: ServerResponse) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
}

/// The routes over the sample countries, data loaded for a minute, contexts signed with a secret
/// every "replica" of a test shares.
func sampleQuizAPI() -> QuizAPI {
  let answerer = QuizAnswerer(
    loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(60)
  ) { RuleBasedQuestionInterpreter(countries: $0) }
  return QuizAPI(answerer: answerer, metrics: Metrics(), secret: "shared")
}
