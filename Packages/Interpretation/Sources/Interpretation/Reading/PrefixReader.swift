/// Reads the letters in "countries starting with CH", "beginning wiht 'na'", "… start like that".
final class PrefixReader: Sendable {
  private let lexicon: Lexicon
  private let index: CountryNameIndex
  private let leadInTypos: LazyTypoIndex
  private let nouns: Set<String>

  init(lexicon: Lexicon, index: CountryNameIndex) {
    self.lexicon = lexicon
    self.index = index
    leadInTypos = LazyTypoIndex { TypoIndex(words: lexicon.prefixLeadInTypos) }
    nouns = Set(lexicon.intents.flatMap(\.requiresOneOf))
  }

  func prefix(in tokens: [Token], cue: IntentCue) -> String? {
    var position = (cue.tokens.filter { $0 >= cue.anchor }.max() ?? cue.anchor) + 1
    while position < tokens.count, isLeadIn(tokens, at: position) {
      position += 1
    }
    guard position < tokens.count, !isBackReference(tokens[position]) else {
      return backReference(tokens, before: cue.anchor)
    }
    return extended(tokens, from: position)
  }

  private func isLeadIn(_ tokens: [Token], at position: Int) -> Bool {
    let token = tokens[position]
    guard !token.isQuoted else { return false }
    let hasNext = position + 1 < tokens.count && !lexicon.fillers.contains(tokens[position + 1].key)
    if lexicon.indefiniteArticles.contains(token.key) { return hasNext }
    if lexicon.prefixLeadIns.contains(token.key) { return true }
    return token.key.utf8.count >= 3
      && leadInTypos.neighbours(of: token.key).contains(where: lexicon.prefixLeadInTypos.contains)
  }

  private func isBackReference(_ token: Token) -> Bool {
    !token.isQuoted && lexicon.prefixBackReferences.contains(token.key)
  }

  /// "Turk... which countries start like that?": the letters come first.
  private func backReference(_ tokens: [Token], before anchor: Int) -> String? {
    // A single capital letter is the prefix even when it spells a word ("countries that have U as
    // first letter").
    let letter = tokens[..<anchor].first { token in
      token.text.utf8.count == 1 && token.text.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
    }
    return letter?.text
      ?? tokens[..<anchor].first { token in
        token.isWritten && !lexicon.fillers.contains(token.key) && !nouns.contains(token.key)
      }?.text
  }

  /// Takes following words while the letters still begin some country's name ("New Z", "Saint").
  private func extended(_ tokens: [Token], from position: Int) -> String {
    var text = tokens[position].text
    var key = tokens[position].key
    var next = position + 1
    while next < tokens.count, !tokens[next].startsClause {
      let candidate = key + " " + tokens[next].key
      guard index.foldedCommonNames.value.contains(where: { $0.hasPrefix(candidate) }) else {
        break
      }
      text += " " + tokens[next].text
      key = candidate
      next += 1
    }
    return text
  }
}
