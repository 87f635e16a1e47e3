import CountriesAPI
import Foundation

/// How `quiz` and its `quiz-fetch` helper talk. The request goes on the helper's stdin (so an API key never
/// shows in a process list): the URL on the first line, then `Name: value` header lines. The response comes
/// back on stdout: `HTTP <status>`, header lines, a blank line, then the body. Exit status 0 means a response
/// arrived; the others name the transport failure.
public enum FetchExchange {
  public static let timedOutStatus: Int32 = 3
  public static let noConnectionStatus: Int32 = 4
  public static let failedStatus: Int32 = 5
  /// The helper cannot fetch at all here (libcurl is missing); it says why on stderr.
  public static let unavailableStatus: Int32 = 6

  public static func encode(_ request: HTTPRequest) -> Data {
    let lines =
      [request.url.absoluteString]
      + request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    return Data((lines.map(singleLine).joined(separator: "\n") + "\n").utf8)
  }

  public static func decodeRequest(_ data: Data) -> HTTPRequest? {
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    guard let first = lines.first, let url = URL(string: first),
      url.scheme == "http" || url.scheme == "https"
    else {
      return nil
    }
    return HTTPRequest(url: url, headers: headers(from: lines.dropFirst()))
  }

  public static func encode(_ response: HTTPResponse) -> Data {
    var head = "HTTP \(response.statusCode)\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(singleLine(name)): \(singleLine(value))\n"
    }
    return Data((head + "\n").utf8) + response.body
  }

  public static func decodeResponse(_ data: Data) -> HTTPResponse? {
    guard let end = data.range(of: Data("\n\n".utf8)) else { return nil }
    let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).split(separator: "\n").map(
      String.init)
    guard let statusLine = head.first, statusLine.hasPrefix("HTTP "),
      let status = Int(statusLine.dropFirst(5)),
      (100...599).contains(status)
    else { return nil }
    return HTTPResponse(
      statusCode: status, headers: headers(from: head.dropFirst()),
      body: Data(data[end.upperBound...]))
  }

  private static func headers(from lines: ArraySlice<String>) -> [String: String] {
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return headers
  }

  /// Header values must not smuggle a new line into the exchange.
  private static func singleLine(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }.map(Character.init))
  }
}
