import Testing

@testable import QuizCLI

@Suite struct LineViewTests {
  @Test func redraw_showsPromptLineAndPlacesTheCursor() {
    let editor = makeEditor("capital of Peru", left: 4)

    let drawn = LineView.redraw(prompt: "> ", promptWidth: 2, editor: editor, columns: 80)

    #expect(drawn == "\r> capital of Peru\u{1B}[K\r\u{1B}[13C")
  }

  @Test func redraw_countsWideCharactersAsTwoColumns() {
    let editor = makeEditor("国旗 🇯🇵", left: 0)

    let drawn = LineView.redraw(prompt: "> ", promptWidth: 2, editor: editor, columns: 80)

    #expect(drawn.hasSuffix("\u{1B}[9C"))
  }

  @Test func redraw_scrollsALongLineSoTheCursorStaysInView() {
    let editor = makeEditor(String(repeating: "abcdefghij", count: 3), left: 0)

    let drawn = LineView.redraw(prompt: "> ", promptWidth: 2, editor: editor, columns: 12)

    #expect(drawn == "\r> bcdefghij\u{1B}[K\r\u{1B}[11C")
  }

  // MARK: - Helpers

  private func makeEditor(_ text: String, left: Int) -> LineEditor {
    var editor = LineEditor()
    _ = editor.apply(.text(text))
    for _ in 0..<left { _ = editor.apply(.left) }
    return editor
  }
}

@Suite struct TextWrappingTests {
  @Test func wrap_breaksAtSpacesWithinTheWidth() {
    let text =
      "Saint Barthélemy, Saint Helena, Ascension and Tristan da Cunha, Saint Kitts and Nevis"

    let lines = TextWrapping.wrap(text, columns: 30).split(separator: "\n")

    #expect(lines.allSatisfy { $0.count <= 30 })
    #expect(lines.joined(separator: " ") == text)
  }

  @Test func wrap_keepsLinesThatFitAsTheyAre() {
    let text = "  What is the capital of Belgium?   Which countries start with CH?"

    #expect(TextWrapping.wrap(text, columns: 80) == text)
  }

  @Test func wrap_cutsAWordWiderThanTheLine() {
    #expect(TextWrapping.wrap("abcdefghij kl", columns: 4) == "abcd\nefgh\nij\nkl")
  }

  @Test func wrap_measuresEmojiAndCJKAsTwoColumns() {
    #expect(TextWrapping.wrap("🇧🇷 🇧🇷 🇧🇷", columns: 5) == "🇧🇷 🇧🇷\n🇧🇷")
  }
}
