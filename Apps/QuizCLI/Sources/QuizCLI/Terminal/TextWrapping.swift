/// Breaks text into lines no wider than a terminal, at spaces where it can; a word wider than the line
/// (a long name on a narrow window) is cut, except a link, which goes on a line of its own whole, so
/// the terminal can still open it. Widths count wide characters (CJK, emoji) as two columns.
enum TextWrapping {
  static func wrap(_ text: String, columns: Int) -> String {
    guard columns > 0 else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { wrapLine(String($0), columns: columns) }
      .joined(separator: "\n")
  }

  private static func wrapLine(_ line: String, columns: Int) -> String {
    // A line that fits keeps its layout (indentation, aligned columns).
    if line.reduce(0, { $0 + LineEditor.width(of: $1) }) <= columns { return line }
    var lines: [String] = []
    var current = ""
    var width = 0
    for word in line.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      var wordWidth = word.reduce(0) { $0 + LineEditor.width(of: $1) }
      if width > 0, width + 1 + wordWidth <= columns {
        current += " " + word
        width += 1 + wordWidth
        continue
      }
      if width > 0 { lines.append(current) }
      current = ""
      width = 0
      if wordWidth > columns, isLink(word) {
        lines.append(String(word))
        continue
      }
      while wordWidth > columns {
        var piece = ""
        var pieceWidth = 0
        while let next = word.first, pieceWidth + LineEditor.width(of: next) <= columns {
          piece.append(next)
          pieceWidth += LineEditor.width(of: next)
          word = word.dropFirst()
        }
        if piece.isEmpty { break }
        lines.append(piece)
        wordWidth -= pieceWidth
      }
      current = String(word)
      width = wordWidth
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines.joined(separator: "\n")
  }

  /// An address a terminal may open: never split.
  static func isLink(_ word: Substring) -> Bool {
    word.hasPrefix("https://") || word.hasPrefix("http://")
  }
}
