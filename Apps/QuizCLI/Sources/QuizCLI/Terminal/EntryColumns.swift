import Presentation

/// A list of countries on a terminal, aligned like a card: with distances, the names in a column and
/// the distances beside them, their first figures right-aligned ("905 km", "1,421 km") and the
/// rest ("(562 miles)") after; without, as many columns of names as the width holds, read down each
/// column like `ls`. Narrower than that, or with no width known, one entry a line as the text has
/// them. Every text passes `DisplayText.printable`: the data is untrusted.
enum EntryColumns {
  /// Space between two columns.
  static let gap = 2

  static func render(_ entries: [Reply.Entry], columns: Int?) -> [String] {
    let cells = entries.map { clean($0.flag) + " " + clean($0.name) }
    let distances = entries.map { $0.distance.map(clean) ?? "" }
    let nameWidth = cells.map(width).max() ?? 0
    guard let columns else { return plain(cells, distances) }
    if distances.contains(where: { !$0.isEmpty }) {
      let parts = distances.map(split)
      let figures = parts.map { width($0.figures) }.max() ?? 0
      let rest = parts.map { width($0.rest) }.max() ?? 0
      guard nameWidth + gap + figures + rest <= columns else { return plain(cells, distances) }
      return zip(cells, parts).map { cell, part in
        padded(cell, to: nameWidth + gap)
          + String(repeating: " ", count: figures - width(part.figures)) + part.figures + part.rest
      }
    }
    let perRow = max(1, (columns + gap) / (nameWidth + gap))
    guard perRow > 1, cells.count > 1 else { return plain(cells, distances) }
    let rows = (cells.count + perRow - 1) / perRow
    return (0..<rows).map { row in
      let line = stride(from: row, to: cells.count, by: rows).map { index in
        index + rows < cells.count ? padded(cells[index], to: nameWidth + gap) : cells[index]
      }
      return line.joined()
    }
  }

  /// "905 km" and " (562 miles)": the distance up to its bracket, and the rest.
  private static func split(_ distance: String) -> (figures: String, rest: String) {
    guard let bracket = distance.firstRange(of: " (") else { return (distance, "") }
    return (String(distance[..<bracket.lowerBound]), String(distance[bracket.lowerBound...]))
  }

  /// One entry a line, as the reply's text lists them.
  private static func plain(_ cells: [String], _ distances: [String]) -> [String] {
    zip(cells, distances).map { $1.isEmpty ? $0 : $0 + " " + $1 }
  }

  private static func padded(_ text: String, to target: Int) -> String {
    text + String(repeating: " ", count: max(0, target - width(text)))
  }

  private static func clean(_ text: String) -> String {
    DisplayText.printable(text, keepingNewlines: false)
  }

  static func width(_ text: String) -> Int {
    text.reduce(0) { $0 + LineEditor.width(of: $1) }
  }
}
