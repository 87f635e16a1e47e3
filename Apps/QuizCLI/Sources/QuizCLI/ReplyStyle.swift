import Domain
import Presentation

/// How replies look on this output: JSON Lines, or text coloured by outcome on a terminal and wrapped
/// to its width, with the way to retry that this shell offers.
struct ReplyStyle {
  /// Where the reply is shown, which decides how a retry is offered.
  enum Mode {
    /// The interactive chat: `retry`, or Enter on an empty line.
    case chat
    /// `quiz "question"`: run the command again.
    case oneShot
    /// Lines from a pipe: the JSON field `retryable` tells scripts.
    case batch
  }

  let usesColor: Bool
  let writesJSON: Bool
  var mode: Mode = .batch
  /// Wrap text to this many columns; nil writes lines as they are.
  var columns: (() -> Int)?
  /// The user's language, for the retry hint (the suggestions' label follows the reply's).
  var language: Language = .english

  func render(_ reply: Reply) -> String {
    if writesJSON { return reply.jsonLine + "\n" }
    if let game = reply.game { return render(reply, game) }
    var lines: [String]
    if let card = reply.card {
      lines = [CardLayout.render(card, columns: columns?(), bold: { paint($0, for: .answer) })]
    } else if !reply.cards.isEmpty {
      // The text lists the cards too, for shells without cards: here they are drawn instead.
      let heading = reply.text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
      lines = [
        paint(wrap(heading), for: reply.outcome),
        CardLayout.compact(reply.cards, columns: columns?()),
      ]
    } else {
      lines = [paint(wrap(reply.text), for: reply.outcome)]
    }
    if let notice = reply.notice { lines.append(dim(wrap(notice))) }
    if reply.outcome != .answer, !reply.suggestions.isEmpty {
      let suggestions = reply.suggestions.joined(separator: " · ")
      let label = ChatPhrasebook.of(reply.language).text(.suggestions, ["value": suggestions])
      lines.append(dim(wrap(label)))
    }
    if reply.isRetryable, let hint = retryHint { lines.append(dim(wrap(hint))) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Cleaned of control characters and escape sequences (data from a live source is untrusted, even
  /// after the mappers cleaned it), then wrapped to the terminal.
  func wrap(_ text: String) -> String {
    let printable = DisplayText.printable(text)
    guard let columns else { return printable }
    return TextWrapping.wrap(printable, columns: columns())
  }

  func dim(_ text: String) -> String { usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

  /// `text` in an SGR colour when colours are allowed ("32" green, "31" red, "1" bold).
  func color(_ code: String, _ text: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private var book: ChatPhrasebook { ChatPhrasebook.of(language) }

  private var retryHint: String? {
    switch mode {
    case .chat: book.text(.retryInChat)
    case .oneShot: book.text(.retryByRunningAgain)
    case .batch: nil
    }
  }

  private func paint(_ text: String, for outcome: Reply.Outcome) -> String {
    guard usesColor else { return text }
    let code: String
    switch outcome {
    case .answer: code = "1"
    case .notFound, .noMatches, .ambiguous, .incomplete: code = "33"
    case .unrecognized: code = "36"
    case .unavailable: code = "31"
    case .game: code = "0"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
