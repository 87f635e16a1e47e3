extension String {
  /// Whether `other`'s UTF-8 bytes occur in this string's, compared byte for byte (an empty `other`
  /// occurs everywhere). Unlike Foundation's `contains`, it knows no canonical equivalence (a
  /// composed "é" does not hold a decomposed one) and may match inside a grapheme ("e\u{301}" holds
  /// "e"): callers compare text folded the same way (`TextFolding`) or their own data. With
  /// Foundation in sight, `contains` searches through `CFStringFind` and UTF-16: a country search
  /// made it 15 M of the dev set's 385 M instructions, as one batch.
  public func containsBytes(of other: String) -> Bool {
    var text = self
    var part = other
    return text.withUTF8 { text in
      part.withUTF8 { part in
        guard let first = part.first else { return true }
        guard text.count >= part.count else { return false }
        var start = 0
        while start <= text.count - part.count {
          if text[start] == first
            && (1..<part.count).allSatisfy({ text[start + $0] == part[$0] })
          {
            return true
          }
          start += 1
        }
        return false
      }
    }
  }
}
