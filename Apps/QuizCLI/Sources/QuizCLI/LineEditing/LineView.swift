/// Draws the line being edited on one terminal row. A line wider than the row scrolls sideways so the
/// cursor always stays in view, the way single-line editors such as linenoise do.
enum LineView {
  /// The bytes that redraw `prompt` and the visible part of the line, leaving the cursor in place.
  static func redraw(prompt: String, promptWidth: Int, editor: LineEditor, columns: Int) -> String {
    let characters = editor.characters
    let widths = characters.map(LineEditor.width(of:))
    // One column stays free for the cursor at the end of a full row.
    let room = max(1, columns - promptWidth - 1)
    var start = 0
    var beforeCursor = widths[..<editor.cursor].reduce(0, +)
    while beforeCursor > room, start < editor.cursor {
      beforeCursor -= widths[start]
      start += 1
    }
    var end = start
    var shown = 0
    while end < characters.count, shown + widths[end] <= room {
      shown += widths[end]
      end += 1
    }
    let visible = String(characters[start..<end])
    let column = promptWidth + beforeCursor
    return "\r" + prompt + visible + "\u{1B}[K\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
  }
}
