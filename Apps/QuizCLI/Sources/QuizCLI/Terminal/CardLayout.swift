import Presentation

/// A country card on a terminal: the title, then one row per fact with the labels in a column and the
/// values wrapped beside them, at any width. Below `stackedBelow` columns each label goes above its
/// value instead. Every text passes `DisplayText.printable`: the data is untrusted.
enum CardLayout {
  /// Narrower than this, a value beside its label would have too little room.
  static let valueMinimum = 16

  static func render(_ card: CountryCard, columns: Int?, bold: (String) -> String = { $0 })
    -> String
  {
    let rows =
      card.facts.map { ($0.label, $0.value) } + card.links.map { ($0.label, $0.url) }
    let printable = rows.map { (clean($0.0), clean($0.1)) }
    let labelWidth = (printable.map { width($0.0) }.max() ?? 0) + 2
    var lines = [bold(wrap(clean(card.title), columns))]
    let stacked = columns.map { $0 < labelWidth + valueMinimum } ?? false
    for (index, (label, value)) in printable.enumerated() {
      // A link too long for its column goes whole on the line under its label, from the margin.
      let isLink = index >= card.facts.count
      if let columns, isLink, stacked || width(value) > columns - labelWidth {
        lines.append(wrap(label, columns))
        lines.append(value)
        continue
      }
      if stacked {
        lines.append(wrap(label, columns))
        lines.append(indented(wrap(value, columns.map { $0 - 2 }), by: 2))
        continue
      }
      let wrapped = wrap(value, columns.map { $0 - labelWidth }).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (index, piece) in wrapped.enumerated() {
        let lead =
          index == 0
          ? label + String(repeating: " ", count: labelWidth - width(label))
          : String(repeating: " ", count: labelWidth)
        lines.append(lead + piece)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One line per card, wrapped: "🇯🇵 Japan — Tokyo · 125,836,021 people · Eastern Asia".
  static func compact(_ cards: [CountryCard], columns: Int?) -> String {
    cards.map { card in
      let line = clean(card.title) + " — " + clean(card.summary)
      return indentedContinuation(wrap(line, columns.map { $0 - 2 }).split(separator: "\n"))
    }.joined(separator: "\n")
  }

  private static func clean(_ text: String) -> String {
    DisplayText.printable(text, keepingNewlines: false)
  }

  private static func width(_ text: String) -> Int {
    text.reduce(0) { $0 + LineEditor.width(of: $1) }
  }

  private static func wrap(_ text: String, _ columns: Int?) -> String {
    guard let columns else { return text }
    return TextWrapping.wrap(text, columns: max(1, columns))
  }

  private static func indented(_ text: String, by count: Int) -> String {
    let pad = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }
      .joined(separator: "\n")
  }

  private static func indentedContinuation(_ lines: [Substring]) -> String {
    lines.enumerated().map { $0.offset == 0 ? String($0.element) : "  " + $0.element }
      .joined(separator: "\n")
  }
}
