import LanguagePacks

extension Tokenizer {
  /// The common case, fast: plain ASCII letters, digits, spaces and the clause marks , : ; ? ! only (most
  /// names, many questions). It gives what `generalTokens(_:)` gives for the same text.
  static func simpleTokens(_ text: String, spelling: Spelling) -> [Token]? {
    let utf8 = text.utf8
    guard utf8.count <= maxScalars else { return nil }
    var tokens: [Token] = []
    var start: String.UTF8View.Index?
    var index = utf8.startIndex
    var pendingClause = true
    while true {
      let byte: UInt8? = index < utf8.endIndex ? utf8[index] : nil
      let isWordByte: Bool
      switch byte {
      case .some(0x61...0x7A), .some(0x41...0x5A), .some(0x30...0x39): isWordByte = true
      case nil, .some(0x20): isWordByte = false
      case .some(UInt8(ascii: ",")), .some(UInt8(ascii: ":")), .some(UInt8(ascii: ";")),
        .some(UInt8(ascii: "?")), .some(UInt8(ascii: "!")):
        isWordByte = false
      default: return nil
      }
      if isWordByte {
        if start == nil { start = index }
      } else {
        if let from = start {
          let original = String(text[from..<index])
          var key = String(
            decoding: original.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 },
            as: UTF8.self)
          key = spelling.key(collapseRuns(key))
          tokens.append(
            Token(text: original, key: key, isQuoted: false, startsClause: pendingClause))
          pendingClause = false
          start = nil
        }
        if let byte, byte != 0x20 { pendingClause = true }
      }
      guard byte != nil else { break }
      index = utf8.index(after: index)
    }
    return tokens
  }
}
