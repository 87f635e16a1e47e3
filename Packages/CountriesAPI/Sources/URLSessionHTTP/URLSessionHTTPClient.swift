import CountriesAPI
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPClient` over Foundation's URLSession, with its own session: no shared cache, no cookies,
/// and a timeout for the whole exchange (10 s by default).
///
/// Uses `dataTask(with:completionHandler:)`, not the async `data(for:)`: in swift-corelibs-foundation the
/// latter sometimes deadlocks in `URLSessionTask.cancel` as a transfer completes (seen in tests and in the
/// daemon, first with several requests failing at once). Requests also go one at a time, process-wide.
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
    await RequestQueue.shared.enter()
    do {
      let response = try await exchange(request)
      await RequestQueue.shared.leave()
      return response
    } catch {
      await RequestQueue.shared.leave()
      throw error
    }
  }

  private func exchange(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = "GET"
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await withCheckedThrowingContinuation { continuation in
        session.dataTask(with: urlRequest) { data, response, error in
          if let error {
            continuation.resume(throwing: error)
          } else if let response {
            continuation.resume(returning: (data ?? Data(), response))
          } else {
            continuation.resume(throwing: URLError(.badServerResponse))
          }
        }.resume()
      }
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

/// A first-come, first-served turn for URLSession requests across the process.
private actor RequestQueue {
  static let shared = RequestQueue()
  private var isBusy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func enter() async {
    guard isBusy else {
      isBusy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func leave() {
    if waiting.isEmpty {
      isBusy = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
