import CountriesAPI
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPClient` over Foundation's URLSession, with its own session: no shared cache, no cookies,
/// and a timeout for the whole exchange (10 s by default).
public struct URLSessionHTTPClient: HTTPClient {
  private let session: URLSession

  public init(timeout: TimeInterval = 10) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    session = URLSession(configuration: configuration)
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = "GET"
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: urlRequest)
    } catch let error as URLError {
      throw Self.translate(error)
    } catch {
      throw HTTPClientError.failed("the request failed")
    }
    guard let http = response as? HTTPURLResponse else {
      throw HTTPClientError.failed("not an HTTP response")
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name] = value }
    }
    return HTTPResponse(statusCode: http.statusCode, headers: headers, body: data)
  }

  /// URLError's text can carry the URL; only its kind leaves this adapter.
  static func translate(_ error: URLError) -> HTTPClientError {
    switch error.code {
    case .timedOut: .timedOut
    case .notConnectedToInternet, .cannotFindHost, .cannotConnectToHost, .networkConnectionLost,
      .dnsLookupFailed, .dataNotAllowed, .internationalRoamingOff:
      .noConnection
    default: .failed("transport error \(error.code.rawValue)")
    }
  }
}
