import LanguagePacks
import Presentation

extension ReplyStyle {
  /// A game's turn, each line painted by its kind; at the end a results table (every round with its
  /// right answer, or the countries not named) and the score.
  func render(_ reply: Reply, _ game: GameStatus) -> String {
    let results = game.over ? game.results : []
    // The table below says what the missed line says, better.
    var lines = reply.lines.filter { results.isEmpty || $0.kind != .missed }
      .map { paint($0, for: reply.outcome) }
    // A terminal draws no image: the flag a question shows goes under it, once, as an emoji (a
    // hint or the score, which do not ask the question again, do not repeat it).
    if let picture = reply.picture, results.isEmpty,
      let question = reply.lines.lastIndex(where: { $0.kind == .heading })
    {
      lines.insert("   " + picture, at: question + 1)
    }
    // A shape round's outline goes under its question the same way, in Braille; a mystery
    // country's wrong guess, under its clue, after the game's last guess too.
    if let shape = reply.shape, results.isEmpty {
      let question = reply.lines.lastIndex(where: { $0.kind == .heading })
      lines.insert(contentsOf: shapeLines(shape), at: question.map { $0 + 1 } ?? lines.count)
    }
    if !results.isEmpty {
      lines.append(table(results, headings: GamePhrasebook.of(game.language).tableHeadings))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Rows padded by display width (flags and accents included), one mark per row.
  func table(
    _ results: [GameResult],
    headings: (question: String, answer: String, notNamed: String) = GamePhrasebook.of(.english)
      .tableHeadings
  ) -> String {
    let isRounds = results.contains { !$0.question.isEmpty }
    let questions = results.map { DisplayText.printable($0.question) }
    let answers = results.map { DisplayText.printable($0.answer) }
    let width = (questions + [headings.question]).map(Self.displayWidth).max() ?? 0
    var rows = [
      dim(
        isRounds
          ? "   " + Self.padded(headings.question, width) + "  " + headings.answer
          : "   " + headings.notNamed)
    ]
    for (index, result) in results.enumerated() {
      let mark: String
      switch result.mark {
      case .right: mark = color("32", result.mark.rawValue)
      case .hinted: mark = color("33", result.mark.rawValue)
      case .wrong: mark = color("31", result.mark.rawValue)
      case .missed: mark = dim(result.mark.rawValue)
      }
      rows.append(
        isRounds
          ? "\(mark)  \(Self.padded(questions[index], width))  \(answers[index])"
          : "\(mark)  \(answers[index])")
    }
    return rows.joined(separator: "\n")
  }

  static func displayWidth(_ text: String) -> Int {
    text.reduce(0) { $0 + LineEditor.width(of: $1) }
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - displayWidth(text)))
  }
}
