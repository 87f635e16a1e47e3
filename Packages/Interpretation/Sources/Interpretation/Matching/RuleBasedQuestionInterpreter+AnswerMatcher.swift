import Domain

/// Guesses in the quiz game are read with the same name index as questions: aliases, former names,
/// native names and the data's translations, one typo per word, and never a typo that another
/// country's name fits as well (then every equally close country is a candidate).
extension RuleBasedQuestionInterpreter {
  /// Joining words a player may leave out or add ("Bosnia Herzegovina", "the Gambia").
  private static let optionalWords: Set<String> = ["the", "of", "and"]

  public func countries(named text: String) -> NameMatch {
    let tokens = Tokenizer.tokens(text, spelling: lexicon.spelling)
    let written = tokens.filter(\.isWritten)
    guard !written.isEmpty else { return .none }
    let trimmed = written.filter { !Self.optionalWords.contains($0.key) }
    for candidate in [written, trimmed] where !candidate.isEmpty {
      if let match = wholeMatch(candidate) {
        return NameMatch(codes: match.codes, isTypo: match.edits > 0)
      }
    }
    return .none
  }

  /// A capital as the data writes it or as another language does ("Pékin"); a typo is forgiven in
  /// the data's names, and in another language's when the first letter is kept.
  public func capitals(named text: String) -> NameMatch {
    let typed = Self.capitalKey(Tokenizer.nameKeys(text, spelling: lexicon.spelling))
    guard !typed.isEmpty else { return .none }
    let table = factIndex.capitalKeys
    let localized = factIndex.localizedCapitalKeys
    let exact = Self.unique((table + localized).filter { $0.key == typed }.map(\.code))
    if !exact.isEmpty { return NameMatch(codes: exact) }
    guard typed.utf8.count >= TypoIndex.minimumLength, typed.utf8.allSatisfy({ $0 < 0x80 }) else {
      return .none
    }
    let isClose = { (key: String) in
      key.utf8.count >= TypoIndex.minimumLength && EditDistance.isWithinOne(typed, key)
    }
    let close =
      table.filter { isClose($0.key) }
      + localized.filter { isClose($0.key) && !EditDistance.differsAtStart(typed, $0.key) }
    return NameMatch(codes: Self.unique(close.map(\.code)), isTypo: true)
  }

  private static func unique(_ codes: [String]) -> [String] {
    codes.reduce(into: []) { kept, code in if !kept.contains(code) { kept.append(code) } }
  }

  /// A capital's words with runs of single letters joined ("Washington D.C." is "washington dc").
  static func capitalKey(_ words: [String]) -> String {
    var merged: [String] = []
    var previousWasLetter = false
    for word in words {
      let isLetter = word.utf8.count == 1
      if isLetter, previousWasLetter, let last = merged.popLast() {
        merged.append(last + word)
      } else {
        merged.append(word)
      }
      previousWasLetter = isLetter
    }
    return merged.joined(separator: " ")
  }

  /// The keys a capital is typed as: in full, and without its initials ("washington").
  static func capitalKeys(_ name: String) -> [String] {
    let words = Tokenizer.nameKeys(name, spelling: Lexicon.english.spelling)
    let full = capitalKey(words)
    let short = words.filter { $0.utf8.count > 1 }.joined(separator: " ")
    return short.isEmpty || short == full ? [full] : [full, short]
  }

  /// The best name covering every token, with the countries of equally good rivals.
  private func wholeMatch(_ tokens: [Token]) -> CountryMatch? {
    let index = subjects.index
    var all = index.matches(in: tokens, excluding: []).filter { $0.length == tokens.count }
    if !all.contains(where: { $0.edits == 0 }) {
      all += index.matches(in: tokens, excluding: [], translated: true).filter {
        $0.length == tokens.count
      }
    }
    guard var best = all.first else { return nil }
    for match in all.dropFirst() where match.isBetter(than: best) { best = match }
    var codes = best.codes
    for match in all where match.ranksEqually(with: best) {
      for code in match.codes where !codes.contains(code) { codes.append(code) }
    }
    return CountryMatch(
      codes: codes, start: 0, length: best.length, edits: best.edits, tier: best.tier)
  }
}

extension MultilingualQuestionInterpreter {
  /// The English reader's index holds every language's translations of the names.
  public func countries(named text: String) -> NameMatch {
    english.countries(named: text)
  }

  public func capitals(named text: String) -> NameMatch {
    english.capitals(named: text)
  }
}
