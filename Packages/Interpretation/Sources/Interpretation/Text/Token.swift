/// One word of typed text: as typed (for echoing back) and as a comparison key.
struct Token: Sendable, Equatable {
  /// The word as the user typed it.
  let text: String
  /// Folded (lower case, no accents) with runs of three or more equal letters collapsed ("flaaag" → "flag").
  var key: String
  /// Whether the word stood inside quotes ('na', "IR").
  let isQuoted: Bool
  /// Whether sentence punctuation (. , : ; ? !) came right before it.
  let startsClause: Bool
  /// The ISO code of a flag emoji ("🇮🇸" → "IS"); the token stands for the flag, not a word.
  var flagCode: String? = nil
  /// Whether the word was cut short on purpose: "south*", "SOU...".
  var isTruncated = false
  /// Whether the word came right after an apostrophe ("s" of "what's"): a language's spelling may
  /// drop it (`Tokenizer.respelled`).
  var afterApostrophe = false

  var isNumber: Bool { key.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
  var isWritten: Bool {
    key.utf8.contains { $0 >= 0x61 && $0 <= 0x7A } || !key.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Whether `other` is this token, byte for byte (`SameBytes`).
  func hasSameBytes(as other: Token) -> Bool {
    isQuoted == other.isQuoted && startsClause == other.startsClause
      && isTruncated == other.isTruncated && afterApostrophe == other.afterApostrophe
      && (flagCode == nil) == (other.flagCode == nil) && key.hasSameBytes(as: other.key)
      && text.hasSameBytes(as: other.text)
      && (flagCode ?? "").hasSameBytes(as: other.flagCode ?? "")
  }
}
