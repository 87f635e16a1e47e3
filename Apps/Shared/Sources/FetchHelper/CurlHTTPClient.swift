import CCurl
import CountriesAPI
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `HTTPClient` over libcurl's easy interface, which `CCurl` loads at run time: one GET at a time on a
/// thread of its own, with a timeout for the whole exchange (10 s by default).
///
/// The `quiz-fetch` helper uses it instead of `URLSessionHTTPClient` because swift-corelibs-foundation's
/// URLSession spins while it waits: a dispatch source keeps the socket registered for writing after the
/// request is sent, so libcurl's multi loop wakes about 1,500 times a second (2.6 s of CPU for a 3 s
/// wait). `curl_easy_perform` waits in one blocking `poll`.
public struct CurlHTTPClient: HTTPClient {
  static let maximumHeadSize = 1024 * 1024
  static let maximumRequestSize = 64 * 1024

  private let timeout: TimeInterval
  private let maximumBodySize: Int

  /// Bodies over `maximumBodySize` bytes (64 MiB) are refused rather than held in memory; the whole
  /// v3.1 data set is under 2 MiB.
  public init(timeout: TimeInterval = 10, maximumBodySize: Int = 64 * 1024 * 1024) {
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let (timeout, limit) = (timeout, maximumBodySize)
    return try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result { try Self.perform(request, timeout: timeout, maximumBodySize: limit) })
      }.start()
    }
  }

  /// Blocks the calling thread until the response, or the failure, arrives.
  static func perform(_ request: HTTPRequest, timeout: TimeInterval, maximumBodySize: Int) throws
    -> HTTPResponse
  {
    guard ["http", "https"].contains(request.url.scheme?.lowercased() ?? "") else {
      throw HTTPClientError.failed("only http and https URLs can be fetched")
    }
    let url = request.url.absoluteString
    let lines = request.headers.sorted { $0.key < $1.key }.map(headerLine)
    guard lines.reduce(url.utf8.count, { $0 + $1.utf8.count }) <= maximumRequestSize else {
      throw HTTPClientError.failed("the request is larger than \(maximumRequestSize) bytes")
    }
    let copies = lines.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let headers: [UnsafePointer<CChar>?] = copies.compactMap { $0.map { UnsafePointer($0) } }
    guard headers.count == lines.count else { throw HTTPClientError.failed("out of memory") }
    // libcurl reads 0 as "no limit", and a long holds milliseconds for far longer than a day.
    let milliseconds = Int((min(max(timeout, 0.001), 86_400) * 1000).rounded(.up))
    let received = ReceivedResponse(maximumBodySize: maximumBodySize)
    var status = 0
    var reason = [CChar](repeating: 0, count: 512)
    let code = withExtendedLifetime(received) {
      ccurl_get(
        url, headers, headers.count, milliseconds,
        { bytes, count, context in ReceivedResponse.from(context)?.takeHeader(bytes, count) ?? 0 },
        { bytes, count, context in ReceivedResponse.from(context)?.takeBody(bytes, count) ?? 0 },
        Unmanaged.passUnretained(received).toOpaque(), &status, &reason, reason.count)
    }
    let text = String(
      decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard code == CCURL_OK else {
      throw received.isTooLarge
        ? HTTPClientError.failed(
          "the response is over the size limit (body \(maximumBodySize) bytes)")
        : translate(code: code, reason: text)
    }
    guard (100...599).contains(status) else { throw HTTPClientError.failed("not an HTTP response") }
    return HTTPResponse(statusCode: status, headers: received.headers, body: received.body)
  }

  /// What a libcurl result means for the port. `reason` is libcurl's description, never the URL.
  static func translate(code: Int32, reason: String) -> HTTPClientError {
    switch code {
    case CCURL_OPERATION_TIMEDOUT: .timedOut
    case CCURL_COULDNT_RESOLVE_HOST, CCURL_COULDNT_RESOLVE_PROXY, CCURL_COULDNT_CONNECT,
      CCURL_GOT_NOTHING, CCURL_SEND_ERROR, CCURL_RECV_ERROR:
      .noConnection
    case CCURL_UNAVAILABLE:
      .unavailable(
        "libcurl could not be loaded (\(reason)); install libcurl 4, e.g. `apt-get install libcurl4`"
      )
    default: .failed(reason.isEmpty ? "libcurl error \(code)" : reason)
    }
  }

  /// One request header line. libcurl drops a header given as `Name:`, and sends `Name;` as empty.
  static func headerLine(name: String, value: String) -> String {
    let line = value.isEmpty ? "\(name);" : "\(name): \(value)"
    return String(line.unicodeScalars.filter { $0 != "\n" && $0 != "\r" && $0 != "\0" })
  }
}

/// The response as libcurl hands it over, on the thread that runs the transfer.
private final class ReceivedResponse {
  let maximumBodySize: Int
  private(set) var headers: [String: String] = [:]
  private(set) var body = Data()
  private(set) var isTooLarge = false
  private var headSize = 0

  init(maximumBodySize: Int) {
    self.maximumBodySize = maximumBodySize
  }

  static func from(_ context: UnsafeMutableRawPointer?) -> ReceivedResponse? {
    context.map { Unmanaged<ReceivedResponse>.fromOpaque($0).takeUnretainedValue() }
  }

  func takeHeader(_ bytes: UnsafePointer<CChar>?, _ count: Int) -> Int {
    headSize += count
    guard let bytes, headSize <= CurlHTTPClient.maximumHeadSize else {
      isTooLarge = true
      return 0
    }
    let line = String(
      decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self
    ).trimmingCharacters(in: .whitespacesAndNewlines)
    if line.hasPrefix("HTTP/") {
      // Each response on the way (a redirect, a 100 Continue) starts with its status line.
      headers = [:]
    } else if let colon = line.firstIndex(of: ":") {
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }
    return count
  }

  func takeBody(_ bytes: UnsafePointer<CChar>?, _ count: Int) -> Int {
    guard body.count + count <= maximumBodySize else {
      isTooLarge = true
      return 0
    }
    bytes?.withMemoryRebound(to: UInt8.self, capacity: count) { body.append($0, count: count) }
    return count
  }
}
