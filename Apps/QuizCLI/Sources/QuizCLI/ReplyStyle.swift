import Domain
import LanguagePacks
import Presentation

/// How replies look on this output: JSON Lines, or lines coloured by their kind (and plain lines by
/// the reply's outcome) on a terminal and wrapped to its width, with the way to retry that this shell
/// offers. It reads kinds, never words.
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
    var lines: [String]
    switch reply.body {
    case .game:
      if let game = reply.game { return render(reply, game) }
      lines = reply.lines.map { paint($0, for: reply.outcome) }
    case .card:
      lines =
        reply.card.map {
          [CardLayout.render($0, columns: columns?(), bold: { color("1", $0) })]
        } ?? []
    case .cards:
      // The text lists the cards too, for shells without cards: here they are drawn instead.
      lines = reply.lines.filter { $0.kind == .heading }.map { paint($0, for: reply.outcome) }
      lines.append(CardLayout.compact(reply.cards, columns: columns?()))
    case .entries:
      // The text lists the entries one a line after its heading: here they are aligned instead.
      lines = reply.lines.prefix(1).map { paint($0, for: reply.outcome) }
      lines += EntryColumns.render(reply.entries, columns: columns?()).map {
        paint(Reply.Line(.plain, $0), for: reply.outcome)
      }
    case .text:
      lines = reply.lines.map { paint($0, for: reply.outcome) }
    }
    if let shape = reply.shape { lines += shapeLines(shape) }
    // How the question was read, when a word was corrected or left out: quiet, under the answer.
    if let reading = reply.readAs?.line { lines.append(dim(wrap(reading))) }
    if let notice = reply.notice { lines.append(dim(wrap(notice))) }
    if !reply.suggestions.isEmpty {
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

  /// A shape in Braille, at most 40 columns and 20 rows (a square's), narrower in a narrow window.
  func shapeLines(_ shape: CountryShape) -> [String] {
    let width = max(8, min(40, (columns?() ?? 80) - 4))
    return ShapeBraille.lines(shape, columns: width, rows: width / 2).map { "   " + $0 }
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

  /// One line, wrapped, in its kind's colour: green right, red wrong, yellow hints, bold headings,
  /// dim notices; a plain line in its outcome's (bold answers, yellow or cyan refusals, red failures).
  func paint(_ line: Reply.Line, for outcome: Reply.Outcome) -> String {
    let text = wrap(line.text)
    switch line.kind {
    case .heading: return color("1", text)
    case .right: return color("32", text)
    case .wrong: return color("31", text)
    case .hint: return color("33", text)
    case .notice: return dim(text)
    case .missed: return text
    case .plain:
      switch outcome {
      case .answer: return color("1", text)
      case .notFound, .noMatches, .ambiguous, .incomplete: return color("33", text)
      case .unrecognized: return color("36", text)
      case .unavailable: return color("31", text)
      case .game: return text
      }
    }
  }
}
