import CountriesAPI
import Foundation
import Synchronization
import Testing

/// Records every request and answers each with the outcome the test chose for it.
final class HTTPClientSpy: HTTPClient {
  private let state = Mutex<[HTTPRequest]>([])
  private let respond: @Sendable (HTTPRequest) throws -> HTTPResponse

  init(_ respond: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
    self.respond = respond
  }

  var requests: [HTTPRequest] { state.withLock { $0 } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    state.withLock { $0.append(request) }
    return try respond(request)
  }

  static func answering(status: Int, headers: [String: String] = [:], body: String = "")
    -> HTTPClientSpy
  {
    HTTPClientSpy { _ in HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8)) }
  }

  static func failing(_ error: HTTPClientError) -> HTTPClientSpy {
    HTTPClientSpy { _ in throw error }
  }
}

/// The trimmed real records under Fixtures/, and a v3.1 server's way of answering `?fields=`.
enum Fixture {
  static func data(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
  }

  /// The v3.1 sample records reduced to the requested fields, as the self-hosted server does.
  static func v31Reply(to request: HTTPRequest) throws -> HTTPResponse {
    try v31Reply(to: request, from: "v31-sample")
  }

  /// The records of the fixture `name` reduced to the requested fields.
  static func v31Reply(to request: HTTPRequest, from name: String) throws -> HTTPResponse {
    let records = try #require(
      try JSONSerialization.jsonObject(with: data(name)) as? [[String: Any]])
    let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let fields = Set(
      (query.first { $0.name == "fields" }?.value ?? "").split(separator: ",").map(String.init))
    let reduced = records.map { $0.filter { fields.contains($0.key) } }
    return HTTPResponse(statusCode: 200, body: try JSONSerialization.data(withJSONObject: reduced))
  }
}
