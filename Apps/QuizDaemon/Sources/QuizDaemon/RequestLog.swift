import Presentation

/// One line per request for stderr: method, path, status, duration, and the question only when asked
/// for (`--log-questions`). Requests the server refused before a handler saw them are counted here.
struct RequestLog: Sendable {
  let logsQuestions: Bool
  let metrics: Metrics

  func line(_ exchange: EpollServer.Exchange) -> String? {
    // Hundredths of a millisecond, formatted by hand: String(format:) costs more than parsing the request.
    let hundredths = Int((exchange.seconds * 100_000).rounded())
    let fraction = hundredths % 100
    let milliseconds = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    guard let request = exchange.request else {
      metrics.record(route: "other", status: exchange.status, seconds: exchange.seconds)
      return "- - \(exchange.status) \(milliseconds)ms"
    }
    // A known route is safe to print as it is; anything else is cleaned of control characters first.
    let path =
      QuizAPI.routes[request.path] != nil
      ? request.path : DisplayText.sanitized(request.path, maxLength: 200)
    var line = "\(request.method) \(path) \(exchange.status) \(milliseconds)ms"
    if logsQuestions, request.path == "/v1/ask",
      case .success(let body) = AskBody.decode(request.body)
    {
      line += " question=\"\(DisplayText.sanitized(body.question, maxLength: 200))\""
    }
    return line
  }
}
