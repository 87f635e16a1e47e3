/// The line being edited: text, cursor and history recall, changed by keys. Pure, so every editing rule
/// is tested without a terminal; the terminal shell only draws `text` and `cursorColumn`.
public struct LineEditor: Sendable {
  /// The line as grapheme clusters, so an emoji or an accented letter moves and deletes as one.
  public private(set) var characters: [Character] = []
  /// Position of the cursor in `characters`.
  public private(set) var cursor = 0
  /// Submitted lines, oldest first, without repeats in a row: what the history file keeps.
  public private(set) var history: [String]
  private var recalled: Int?
  private var draft: [Character] = []
  /// Longest line kept: a paste of a megabyte stops growing the line instead of the memory.
  public static let maximumLength = 4096

  /// What a key did.
  public enum Outcome: Equatable, Sendable {
    case edited
    case submitted(String)
    /// Ctrl-C: the line was cleared.
    case cancelled
    /// Ctrl-D on an empty line.
    case endOfInput
  }

  public init(history: [String] = []) {
    self.history = history
  }

  public var text: String { String(characters) }

  /// Terminal columns before the cursor: wide characters (CJK, emoji) take two.
  public var cursorColumn: Int { characters[..<cursor].reduce(0) { $0 + Self.width(of: $1) } }

  public mutating func apply(_ key: Key) -> Outcome {
    switch key {
    case .text(let text): insert(text)
    case .enter:
      let line = text
      if !line.allSatisfy(\.isWhitespace), history.last != line { history.append(line) }
      reset()
      return .submitted(line)
    case .backspace where cursor > 0:
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete where cursor < characters.count: characters.remove(at: cursor)
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    case .control("u"):
      characters.removeFirst(cursor)
      cursor = 0
    case .control("k"): characters.removeLast(characters.count - cursor)
    case .control("w"): deleteWordBeforeCursor()
    case .control("c"):
      reset()
      return .cancelled
    case .control("d"):
      if characters.isEmpty { return .endOfInput }
      if cursor < characters.count { characters.remove(at: cursor) }
    case .up: recall(older: true)
    case .down: recall(older: false)
    default: break
    }
    return .edited
  }

  private mutating func insert(_ text: String) {
    let clean = text.filter { !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }
    let room = Self.maximumLength - characters.count
    guard room > 0 else { return }
    let added = Array(clean.prefix(room))
    characters.insert(contentsOf: added, at: cursor)
    cursor += added.count
  }

  private mutating func deleteWordBeforeCursor() {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  private mutating func recall(older: Bool) {
    guard !history.isEmpty else { return }
    if recalled == nil {
      guard older else { return }
      draft = characters
    }
    let next = older ? max(0, (recalled ?? history.count) - 1) : (recalled ?? history.count) + 1
    if next >= history.count {
      recalled = nil
      characters = draft
    } else {
      recalled = next
      characters = Array(history[next])
    }
    cursor = characters.count
  }

  private mutating func reset() {
    characters = []
    cursor = 0
    recalled = nil
    draft = []
  }

  /// Columns a character takes in a terminal: 2 for East Asian wide and emoji presentation, else 1.
  static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if character.unicodeScalars.count > 1
      && character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
    {
      return 2
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }
}
