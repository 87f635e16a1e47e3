import Domain
import LanguagePacks

extension Tokenizer {
  /// The comparison keys of a country name, as `tokens(_:)` would give them for the same text, but
  /// folding the name once and splitting bytes: the index reads thousands of names at start-up.
  static func nameKeys(_ name: String, spelling: Spelling) -> [String] {
    var keys: [String] = []
    var word: [UInt8] = []
    var afterApostrophe = false
    func flush() {
      guard !word.isEmpty else { return }
      let key = collapseRuns(String(decoding: word, as: UTF8.self))
      word.removeAll(keepingCapacity: true)
      if afterApostrophe && spelling.contractionTails.contains(key) { return }
      keys.append(spelling.key(key))
    }
    for byte in TextFolding.fold(name).utf8 {
      if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80 {
        word.append(byte)
        continue
      }
      let hadWord = !word.isEmpty
      flush()
      afterApostrophe = byte == 0x27 && hadWord
      if byte == 0x26 { keys.append(spelling.ampersand) }
    }
    flush()
    return keys
  }
}
