import CountriesAPI

/// Sends one request at a time. swift-corelibs-foundation's URLSession deadlocks when several requests
/// of one process fail at once (the v3.1 loader's three concurrent requests to a source that is down hang
/// in `URLSessionTask.cancel`), so the daemon, which links URLSession, queues them. Refreshes are rare;
/// the cost is a refresh taking three round trips instead of one.
actor OneAtATimeHTTPClient: HTTPClient {
  private let base: any HTTPClient
  private var isSending = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(base: any HTTPClient) {
    self.base = base
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    if isSending {
      await withCheckedContinuation { waiting.append($0) }
    }
    isSending = true
    defer {
      if waiting.isEmpty {
        isSending = false
      } else {
        waiting.removeFirst().resume()
      }
    }
    return try await base.send(request)
  }
}
