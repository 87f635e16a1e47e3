import Foundation

/// Sends one HTTP GET and delivers the response, whatever its status; transport failures throw `HTTPClientError`.
public protocol HTTPClient: Sendable {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A GET request: the URL and the headers to send.
public struct HTTPRequest: Sendable, Equatable {
  public let url: URL
  public let headers: [String: String]

  public init(url: URL, headers: [String: String] = [:]) {
    self.url = url
    self.headers = headers
  }
}

/// A response: status, headers (names lower-cased) and body.
public struct HTTPResponse: Sendable, Equatable {
  public let statusCode: Int
  public let headers: [String: String]
  public let body: Data

  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
    self.body = body
  }
}

/// Why no response arrived.
public enum HTTPClientError: Error, Sendable, Equatable {
  /// Not connected, the host could not be found, or the connection was refused or lost.
  case noConnection
  case timedOut
  /// Anything else the transport reported (a bad URL, TLS failure), in the adapter's words.
  case failed(String)
  /// The transport cannot run here at all (a helper program is missing): no request was made, and
  /// the text says what to fix.
  case unavailable(String)
}
