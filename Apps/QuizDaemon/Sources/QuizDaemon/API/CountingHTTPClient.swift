import CountriesAPI

/// Counts the daemon's requests to the data source and their failures for `/metrics`.
struct CountingHTTPClient: HTTPClient {
  let base: any HTTPClient
  let metrics: Metrics

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    do {
      let response = try await base.send(request)
      metrics.recordSourceRequest(failed: response.statusCode >= 400)
      return response
    } catch {
      metrics.recordSourceRequest(failed: true)
      throw error
    }
  }
}
