import QuizCLI
import Testing

@Suite struct KeyDecoderTests {
  @Test(
    arguments: [
      ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x5B, 0x43], .right),
      ([0x1B, 0x5B, 0x44], .left),
      ([0x1B, 0x5B, 0x48], .home), ([0x1B, 0x5B, 0x46], .end), ([0x1B, 0x4F, 0x48], .home),
      ([0x1B, 0x5B, 0x31, 0x7E], .home),
      ([0x1B, 0x5B, 0x34, 0x7E], .end), ([0x1B, 0x5B, 0x33, 0x7E], .delete), ([0x7F], .backspace),
      ([0x0D], .enter),
      ([0x01], .control("a")), ([0x17], .control("w")), ([0x1B, 0x5B, 0x31, 0x35, 0x7E], .ignored),
    ] as [([UInt8], Key)])
  func keys_decodesEditingKeys(bytes: [UInt8], key: Key) {
    var sut = KeyDecoder()

    #expect(sut.keys(from: bytes) == [key])
  }

  @Test func keys_waitsForTheRestOfASplitEscapeSequence() {
    var sut = KeyDecoder()

    let first = sut.keys(from: [0x1B, 0x5B])
    let second = sut.keys(from: [0x44])

    #expect(first == [])
    #expect(second == [.left])
  }

  @Test func keys_waitsForTheRestOfASplitCharacter() {
    var sut = KeyDecoder()

    let first = sut.keys(from: [0xE2, 0x82])
    let second = sut.keys(from: [0xAC])

    #expect(first == [])
    #expect(second == [.text("€")])
  }

  @Test func keys_replacesInvalidUTF8InsteadOfFailing() {
    var sut = KeyDecoder()

    #expect(
      sut.keys(from: [0xFF, 0x41, 0xC3, 0x28]) == [
        .text("\u{FFFD}"), .text("A"), .text("\u{FFFD}"), .text("("),
      ])
  }
}

@Suite struct LineEditorTests {
  @Test func typing_insertsAtTheCursor() {
    var sut = LineEditor()

    type("capital France", into: &sut)
    for _ in 0..<6 { _ = sut.apply(.left) }
    type("of ", into: &sut)

    #expect(sut.text == "capital of France")
    #expect(sut.cursor == 11)
  }

  @Test func backspaceAndDelete_removeOneCharacterEvenWhenItIsAnEmojiOrAccented() {
    var sut = LineEditor()
    type("flag 🇧🇷 Curaçao", into: &sut)

    _ = sut.apply(.backspace)
    _ = sut.apply(.home)
    _ = sut.apply(.delete)
    for _ in 0..<4 { _ = sut.apply(.right) }
    _ = sut.apply(.backspace)

    #expect(sut.text == "lag🇧🇷 Curaça")
  }

  @Test func controlKeys_editLikeReadline() {
    var sut = LineEditor()
    type("what is the capital of Chad", into: &sut)

    _ = sut.apply(.control("w"))
    type("Chile", into: &sut)
    _ = sut.apply(.control("a"))
    _ = sut.apply(.control("k"))
    type("capital of Peru", into: &sut)
    _ = sut.apply(.control("e"))

    #expect(sut.text == "capital of Peru")
    #expect(sut.cursor == sut.characters.count)
  }

  @Test func controlU_removesEverythingBeforeTheCursor() {
    var sut = LineEditor()
    type("junk capital of Peru", into: &sut)
    for _ in 0..<15 { _ = sut.apply(.left) }

    _ = sut.apply(.control("u"))

    #expect(sut.text == "capital of Peru")
  }

  @Test func enter_submitsAndRemembersTheLine() {
    var sut = LineEditor()
    type("flag of Peru", into: &sut)

    let outcome = sut.apply(.enter)
    _ = sut.apply(.up)

    #expect(outcome == .submitted("flag of Peru"))
    #expect(sut.text == "flag of Peru")
  }

  @Test func upAndDown_walkHistoryAndReturnToTheDraft() {
    var sut = LineEditor(history: ["first", "second"])
    type("draft", into: &sut)

    _ = sut.apply(.up)
    let newest = sut.text
    _ = sut.apply(.up)
    let oldest = sut.text
    _ = sut.apply(.up)
    let stillOldest = sut.text
    _ = sut.apply(.down)
    _ = sut.apply(.down)

    #expect([newest, oldest, stillOldest] == ["second", "first", "first"])
    #expect(sut.text == "draft")
  }

  @Test func controlC_clearsAndControlD_endsOnlyAnEmptyLine() {
    var sut = LineEditor()
    type("abc", into: &sut)
    _ = sut.apply(.home)

    let deleted = sut.apply(.control("d"))
    let cancelled = sut.apply(.control("c"))
    let ended = sut.apply(.control("d"))

    #expect(deleted == .edited)
    #expect(cancelled == .cancelled)
    #expect(ended == .endOfInput)
    #expect(sut.text == "")
  }

  @Test func cursorColumn_countsWideCharactersAsTwo() {
    var sut = LineEditor()

    type("日本 🇯🇵a", into: &sut)

    #expect(sut.cursorColumn == 8)
  }

  @Test func pastedText_dropsControlCharactersAndStopsAtTheLimit() {
    var sut = LineEditor()

    _ = sut.apply(.text("a\u{1B}[31mb"))
    _ = sut.apply(.text(String(repeating: "x", count: 10_000)))

    #expect(sut.text.hasPrefix("a[31mb"))
    #expect(sut.characters.count == LineEditor.maximumLength)
  }

  // MARK: - Helpers

  private func type(_ text: String, into editor: inout LineEditor) {
    for character in text { _ = editor.apply(.text(String(character))) }
  }
}
