import Presentation

/// How replies look on this output: JSON Lines, or text, coloured by outcome on a terminal.
struct ReplyStyle {
  let usesColor: Bool
  let writesJSON: Bool

  func render(_ reply: Reply) -> String {
    if writesJSON { return reply.jsonLine + "\n" }
    var lines = [paint(reply.text, for: reply.outcome)]
    if let notice = reply.notice { lines.append(dim(notice)) }
    if reply.outcome != .answer, !reply.suggestions.isEmpty {
      lines.append(dim("Try: " + reply.suggestions.joined(separator: " · ")))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func dim(_ text: String) -> String { usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

  private func paint(_ text: String, for outcome: Reply.Outcome) -> String {
    guard usesColor else { return text }
    let code: String
    switch outcome {
    case .answer: code = "1"
    case .notFound, .noMatches, .ambiguous: code = "33"
    case .unrecognized: code = "36"
    case .unavailable: code = "31"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
