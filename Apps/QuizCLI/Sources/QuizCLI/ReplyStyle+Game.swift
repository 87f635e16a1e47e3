import Presentation

extension ReplyStyle {
  /// A game's turn: right answers green, wrong ones red, hints yellow, the question bold; at the end a
  /// results table (every round with its right answer, or the countries not named) and the score.
  func render(_ reply: Reply, _ game: GameStatus) -> String {
    let results = game.over ? game.results : []
    var lines: [String] = []
    for line in reply.text.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line)
      // The table below says what the "Missed:" line says, better.
      if !results.isEmpty, text.hasPrefix("Missed: ") { continue }
      lines.append(paintGameLine(wrap(text)))
    }
    if !results.isEmpty { lines.append(table(results)) }
    return lines.joined(separator: "\n") + "\n"
  }

  private func paintGameLine(_ line: String) -> String {
    if line.hasPrefix("✓") { return color("32", line) }
    if line.hasPrefix("✗") || line.hasPrefix("Time's up") { return color("31", line) }
    if line.hasPrefix("Hint:") { return color("33", line) }
    if line.hasPrefix("Question ") || line.hasPrefix("Let's play") || line.hasPrefix("Name ")
      || line.hasPrefix("Game over")
    {
      return color("1", line)
    }
    return line
  }

  /// Rows padded by display width (flags and accents included), one mark per row.
  func table(_ results: [GameResult]) -> String {
    let isRounds = results.contains { !$0.question.isEmpty }
    let questions = results.map { DisplayText.printable($0.question) }
    let answers = results.map { DisplayText.printable($0.answer) }
    let width = questions.map(Self.displayWidth).max() ?? 0
    var rows = [
      dim(isRounds ? "   " + Self.padded("Question", width) + "  Answer" : "   Not named")
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
