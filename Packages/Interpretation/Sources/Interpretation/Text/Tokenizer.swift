import Domain
import LanguagePacks

/// Splits typed text into words. Work is bounded: only the first `maxScalars` characters are read,
/// so a megabyte line costs no more than a long question.
enum Tokenizer {
  static let maxScalars = 400
  // Scalar classes as switches rather than sets: hashing each scalar cost more than the rest of the loop.
  private static func isFlagEmoji(_ value: UInt32) -> Bool {
    switch value {
    case 0x1F6A9, 0x1F3C1, 0x1F3F3, 0x1F3F4, 0x1F38C: true
    default: false
    }
  }

  private static func isApostrophe(_ value: UInt32) -> Bool {
    switch value {
    case 0x27, 0x2019, 0x2018, 0x02BC, 0x60, 0xB4: true
    default: false
    }
  }

  private static func isQuote(_ value: UInt32) -> Bool {
    switch value {
    case 0x22, 0x201C, 0x201D, 0xAB, 0xBB: true
    default: false
    }
  }

  private static func isClauseMark(_ value: UInt32) -> Bool {
    switch value {
    case 0x2E, 0x2C, 0x3A, 0x3B, 0x3F, 0x21, 0x2026: true
    default: false
    }
  }

  /// The words of `text`, read with a language's `spelling` (`.none` to tell which language it is).
  static func tokens(_ text: String, spelling: Spelling) -> [Token] {
    simpleTokens(text, spelling: spelling) ?? generalTokens(text, spelling: spelling)
  }

  /// Words split with no language's spelling (`.none`), read with `spelling`: what `tokens(_:spelling:)`
  /// gives, without splitting the line again. The line is split once; each language that may read
  /// it applies its own endings, abbreviations and "&".
  static func respelled(_ tokens: [Token], _ spelling: Spelling) -> [Token] {
    var spelled: [Token] = []
    spelled.reserveCapacity(tokens.count)
    for var token in tokens {
      if token.afterApostrophe && spelling.contractionTails.contains(token.key) { continue }
      token.key =
        token.key == Spelling.none.ampersand ? spelling.ampersand : spelling.key(token.key)
      spelled.append(token)
    }
    return spelled
  }

  /// Any text: apostrophes, quotes, initialisms, accents, emoji.
  static func generalTokens(_ text: String, spelling: Spelling) -> [Token] {
    var tokens: [Token] = []
    var word: [UInt8] = []
    var afterApostrophe = false
    var quoteOpen = false
    var quotedWord = false
    var clause = true
    var pendingClause = true

    var dotJoined = false
    var dotRun = 0
    var previousWasDot = false
    var clauseBeforeDot = false
    var pendingIndicator: Unicode.Scalar?
    func markTruncated() {
      guard let last = tokens.indices.last else { return }
      tokens[last].isTruncated = true
    }
    func flush() {
      guard !word.isEmpty else { return }
      let original = String(decoding: word, as: UTF8.self)
      word.removeAll(keepingCapacity: true)
      var key = collapseRuns(TextFolding.fold(original))
      if afterApostrophe && spelling.contractionTails.contains(key) { return }
      // "U.A.E." reads as one word: single letters joined by dots are an initialism.
      if dotJoined, key.utf8.count == 1, let last = tokens.last, last.key.utf8.count < 6,
        last.text.unicodeScalars.allSatisfy({ $0 == "." || $0.properties.isAlphabetic }),
        last.text.split(separator: ".").allSatisfy({ $0.count == 1 })
      {
        tokens[tokens.count - 1] = Token(
          text: last.text + "." + original, key: last.key + key, isQuoted: last.isQuoted,
          startsClause: last.startsClause)
        return
      }
      key = spelling.key(key)
      tokens.append(
        Token(
          text: original, key: key, isQuoted: quotedWord, startsClause: pendingClause,
          afterApostrophe: afterApostrophe))
      pendingClause = false
    }

    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      if count > maxScalars {
        // A word cut in two at the limit is not a word the person typed ("… Ve|nezuela" is not "Ve").
        if isWordScalar(scalar) { word.removeAll(keepingCapacity: true) }
        break
      }
      let value = scalar.value
      if isWordScalar(scalar) {
        // ".de", "3.5": a dot right before a letter or digit does not end a clause.
        if word.isEmpty, previousWasDot { (pendingClause, clause) = (clauseBeforeDot, false) }
        previousWasDot = false
        if word.isEmpty {
          quotedWord = quoteOpen
          pendingClause = pendingClause || clause
          clause = false
        }
        UTF8.encode(scalar) { word.append($0) }
        continue
      }
      let hadWord = !word.isEmpty
      let singleLetter = word.count == 1
      if value == 0x2E && !previousWasDot { clauseBeforeDot = pendingClause && !hadWord }
      previousWasDot = value == 0x2E
      flush()
      dotJoined = value == 0x2E && hadWord && singleLetter
      // Two or more dots right after a word cut it short ("SOU..."), as "*" and "…" do.
      dotRun = value != 0x2E ? 0 : hadWord ? 1 : dotRun > 0 ? dotRun + 1 : 0
      if dotRun == 2 || value == 0x2026 && hadWord || value == 0x2A && hadWord { markTruncated() }
      if (0x1F1E6...0x1F1FF).contains(value) {
        if let first = pendingIndicator {
          let code = String(
            String.UnicodeScalarView(
              [first, scalar].compactMap { Unicode.Scalar($0.value - 0x1F1E6 + 0x41) }))
          let emoji = String(String.UnicodeScalarView([first, scalar]))
          tokens.append(
            Token(
              text: emoji, key: emoji, isQuoted: false, startsClause: pendingClause,
              flagCode: code))
          pendingIndicator = nil
        } else {
          pendingIndicator = scalar
        }
        continue
      }
      pendingIndicator = nil
      if isApostrophe(value) {
        afterApostrophe = hadWord
        if !hadWord { quoteOpen.toggle() } else if quoteOpen { quoteOpen = false }
        continue
      }
      afterApostrophe = false
      if isQuote(value) {
        quoteOpen.toggle()
      } else if isClauseMark(value) {
        clause = true
        pendingClause = true
      } else if value == 0x26 {
        tokens.append(
          Token(text: "&", key: spelling.ampersand, isQuoted: false, startsClause: false))
      } else if isFlagEmoji(value) {
        tokens.append(
          Token(text: String(scalar), key: "flag", isQuoted: false, startsClause: false))
      }
    }
    flush()
    return tokens
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x30 && value <= 0x39)
    }
    if (0x0300...0x036F).contains(value) { return true }
    if (0x1F000...0x1FAFF).contains(value) || (0x2000...0x2BFF).contains(value) { return false }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// "capitaaal" → "capital", "theeee" → "the": people stretch words; no name has a letter three times in a row.
  static func collapseRuns(_ key: String) -> String {
    var previous: UInt8 = 0
    var run = 0
    var needsWork = false
    for byte in key.utf8 {
      run = byte == previous ? run + 1 : 1
      previous = byte
      if run >= 3 && byte >= 0x61 && byte <= 0x7A {
        needsWork = true
        break
      }
    }
    guard needsWork else { return key }
    var out = String.UnicodeScalarView()
    var last: Unicode.Scalar?
    var lastRun = 0
    var pending: [Unicode.Scalar] = []
    func emit() {
      guard let last else { return }
      if lastRun >= 3 && last.isASCII && last.properties.isAlphabetic {
        out.append(last)
      } else {
        out.append(contentsOf: pending)
      }
    }
    for scalar in key.unicodeScalars {
      if scalar == last {
        lastRun += 1
        pending.append(scalar)
      } else {
        emit()
        last = scalar
        lastRun = 1
        pending = [scalar]
      }
    }
    emit()
    return String(out)
  }
}
