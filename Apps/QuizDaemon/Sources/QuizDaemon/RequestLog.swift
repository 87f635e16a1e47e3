/// One line per request for stderr: method, path, status, duration, and the question only when asked
/// for (`--log-questions`). Requests the server refused before a handler saw them are counted here.
///
/// Every field taken from the request goes through `escaped(_:maxLength:)`, so a client can neither
/// end a line, start a forged one, close the question's quotes, nor send a terminal escape sequence.
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
    let method = Self.escaped(request.method, maxLength: 20)
    let path = Self.escaped(request.path, maxLength: 200)
    var line = "\(method) \(path) \(exchange.status) \(milliseconds)ms"
    if logsQuestions, request.path == "/v1/ask",
      case .success(let body) = AskBody.decode(request.body)
    {
      line += " question=\"\(Self.escaped(body.question, maxLength: 200))\""
    }
    return line
  }

  /// `text` as one log field: `"` and `\` escaped with a backslash, tab, line feed and carriage return
  /// as `\t` `\n` `\r`, every other C0 and C1 control character, DEL, the line and paragraph
  /// separators and the bidi controls as `\u001b`-style escapes; cut to `maxLength` scalars with "…".
  static func escaped(_ text: String, maxLength: Int) -> String {
    // The common case, a route or a plain question: nothing to escape, nothing to cut.
    if text.utf8.count <= maxLength, !text.utf8.contains(where: needsEscaping) { return text }
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maxLength {
        result += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}",
        "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}", "\u{200B}"..."\u{200F}", "\u{061C}",
        "\u{FEFF}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a byte may start something `escaped` changes: ASCII controls, DEL, the quote and the
  /// backslash, or any non-ASCII scalar (C1 controls and the separators are not ASCII).
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }
}
