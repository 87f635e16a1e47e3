import Domain
import Foundation

/// Loads the whole dataset from a REST Countries server: the hosted v5 API (paged, with a key) or a
/// self-hosted v3.1 server. Every failure leaves as a `CountryLoadError`; the key never appears in one.
public struct RemoteCountryLoader: CountryLoader {
  /// Which API to ask.
  public enum Source: Sendable, Equatable {
    case hostedV5(baseURL: URL, apiKey: String)
    case selfHostedV31(baseURL: URL)
  }

  private let source: Source
  private let client: any HTTPClient
  private let now: @Sendable () -> Date
  /// Fewer countries than this is not the REST Countries dataset (an error page, a test server, a bug,
  /// a cut-down cache file): the one threshold for every copy that claims to be the whole dataset.
  public static let minimumCountryCount = 200
  private let minimumCount: Int
  /// A bound on paging, against a server that always says there is more.
  static let maximumPages = 20
  static let pageSize = 100

  public init(
    source: Source, client: any HTTPClient, minimumCount: Int = minimumCountryCount,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.source = source
    self.client = client
    self.minimumCount = minimumCount
    self.now = now
  }

  public func loadCountries(refreshing: Bool) async throws -> CountryDataset {
    let mapped: MappedCountries
    switch source {
    case .hostedV5(let baseURL, let apiKey):
      mapped = try await loadV5(baseURL: baseURL, apiKey: apiKey)
    case .selfHostedV31(let baseURL): mapped = try await loadV31(baseURL: baseURL)
    }
    var seen: Set<String> = []
    let countries = mapped.countries.filter { seen.insert($0.cca2).inserted }
    guard countries.count >= minimumCount else {
      throw CountryLoadError.invalidData(
        "only \(countries.count) usable countries (\(mapped.skipped) records skipped)")
    }
    return CountryDataset(
      countries: countries,
      provenance: DataProvenance(origin: .live, source: sourceName, asOf: now()))
  }

  /// "REST Countries v5" or "REST Countries v3.1 at countries.example.org".
  public var sourceName: String {
    switch source {
    case .hostedV5: "REST Countries v5"
    case .selfHostedV31(let baseURL):
      "REST Countries v3.1 at \(baseURL.host ?? "a self-hosted server")"
    }
  }

  private func loadV5(baseURL: URL, apiKey: String) async throws -> MappedCountries {
    var countries: [Country] = []
    var skipped = 0
    for page in 0..<Self.maximumPages {
      let url = baseURL.appending(queryItems: [
        URLQueryItem(name: "limit", value: String(Self.pageSize)),
        URLQueryItem(name: "offset", value: String(page * Self.pageSize)),
      ])
      let body = try await get(
        url, headers: ["Authorization": "Bearer \(apiKey)", "Accept": "application/json"])
      let mapped: V5CountriesMapper.Page
      do { mapped = try V5CountriesMapper.map(body) } catch {
        throw CountryLoadError.invalidData(error.reason)
      }
      if mapped.isDemo { throw CountryLoadError.demoKey(setting: "RESTCOUNTRIES_API_KEY") }
      countries += mapped.mapped.countries
      skipped += mapped.mapped.skipped
      if !mapped.hasMore || mapped.mapped.countries.isEmpty && mapped.mapped.skipped == 0 { break }
    }
    return MappedCountries(countries: countries, skipped: skipped)
  }

  /// The field groups are fetched and decoded at once: they are independent, and a refresh waits for all.
  private func loadV31(baseURL: URL) async throws -> MappedCountries {
    let root = baseURL.lastPathComponent == "v3.1" ? baseURL : baseURL.appending(path: "v3.1")
    let groups = V31CountriesMapper.fieldGroups
    let replies = try await withThrowingTaskGroup(of: (Int, [RecordDTO]).self) { group in
      for (index, fields) in groups.enumerated() {
        let url = root.appending(path: "all").appending(queryItems: [
          URLQueryItem(name: "fields", value: fields.joined(separator: ","))
        ])
        group.addTask {
          let body = try await get(url, headers: ["Accept": "application/json"])
          do throws(InvalidCountryData) {
            return (index, try V31CountriesMapper.records(from: body))
          } catch {
            throw CountryLoadError.invalidData(error.reason)
          }
        }
      }
      var ordered = [[RecordDTO]](repeating: [], count: groups.count)
      for try await (index, records) in group { ordered[index] = records }
      return ordered
    }
    return V31CountriesMapper.merge(replies)
  }

  private func get(_ url: URL, headers: [String: String]) async throws -> Data {
    let response: HTTPResponse
    do {
      response = try await client.send(HTTPRequest(url: url, headers: headers))
    } catch HTTPClientError.timedOut {
      throw CountryLoadError.timedOut
    } catch HTTPClientError.unavailable(let reason) {
      throw CountryLoadError.misconfigured(reason)
    } catch {
      throw CountryLoadError.noConnection
    }
    switch response.statusCode {
    case 200..<300: return response.body
    case 401, 403: throw refusal(status: response.statusCode)
    case 429: throw CountryLoadError.rateLimited(retryAfterSeconds: Self.retryAfter(response))
    case 404:
      throw CountryLoadError.invalidData(
        "the server has no REST Countries API at that address (HTTP 404)")
    default: throw CountryLoadError.serverError(status: response.statusCode)
    }
  }

  /// What a 401 or 403 means: v5 refuses a key with 401 and a spent quota or a paid field with 403;
  /// a self-hosted v3.1 server has no keys, so either is its own access rule.
  private func refusal(status: Int) -> CountryLoadError {
    switch source {
    case .hostedV5:
      status == 403 ? .quotaExhausted : .unauthorized(setting: "RESTCOUNTRIES_API_KEY")
    case .selfHostedV31: .accessDenied(setting: "RESTCOUNTRIES_V31_URL")
    }
  }

  /// `Retry-After` in seconds (the HTTP-date form is rare and read as unknown), capped at a day.
  static func retryAfter(_ response: HTTPResponse) -> Int? {
    guard let text = response.headers["retry-after"]?.trimmingCharacters(in: .whitespaces),
      let seconds = Int(text), seconds >= 0
    else { return nil }
    return min(seconds, 86_400)
  }
}
