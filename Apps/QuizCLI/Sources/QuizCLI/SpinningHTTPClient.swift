import CountriesAPI

/// Shows the spinner while a request is on its way: the only time the chat waits on the network.
struct SpinningHTTPClient: HTTPClient {
  let base: any HTTPClient
  let spinner: Spinner

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    spinner.start()
    defer { spinner.stop() }
    return try await base.send(request)
  }
}
