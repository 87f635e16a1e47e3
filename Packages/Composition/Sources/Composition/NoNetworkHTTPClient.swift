import CountriesAPI

/// A transport for shells that offer no network: every request fails as "no connection".
public struct NoNetworkHTTPClient: HTTPClient {
  public init() {}

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw HTTPClientError.noConnection
  }
}
