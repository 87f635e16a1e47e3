import Domain

/// Resolves which country a question is about, or names the place it asked about when that is no country.
final class SubjectReader: Sendable {
  private let lexicon: Lexicon
  let index: CountryNameIndex
  private let fillerTypos: LazyTypoIndex
  /// Every intent's keywords and weak keywords, gathered when a place named before a country is
  /// first checked: most questions never check one.
  private let keywords: Deferred<Set<String>>

  init(lexicon: Lexicon, index: CountryNameIndex) {
    self.lexicon = lexicon
    self.index = index
    fillerTypos = LazyTypoIndex { TypoIndex(words: lexicon.fillers) }
    keywords = Deferred { Set(lexicon.intents.flatMap { $0.keywords.union($0.weakKeywords) }) }
  }

  func subject(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>) -> Question.Subject? {
    guard
      let match = index.bestMatch(in: tokens, excluding: cue.tokens)
        ?? index.codeMatch(in: tokens, excluding: cue.tokens) ?? flagMatch(in: tokens, cue: cue)
    else {
      guard offTopic.isEmpty else { return nil }
      return unknownPlace(in: tokens, cue: cue).map { .unknownPlace($0) }
    }
    guard offTopic.allSatisfy({ (match.start..<match.end).contains($0) }) else { return nil }
    if match.start > 0, lexicon.placeModifiers.contains(tokens[match.start - 1].key),
      !cue.tokens.contains(match.start - 1)
    {
      return .unknownPlace(text(of: tokens[(match.start - 1)..<match.end]))
    }
    // "the capital city of texas usa": a place named right before the country is inside it.
    if match.start > 0, !tokens[match.start].startsClause, match.tier <= .alternate,
      isContent(tokens[match.start - 1], at: match.start - 1, cue: cue),
      !keywords.value.contains(tokens[match.start - 1].key),
      tokens[match.start - 1].key.utf8.count > 2, tokens[match.start - 1].flagCode == nil
    {
      return .unknownPlace(text(of: tokens[(match.start - 1)..<match.end]))
    }
    return subject(of: match)
  }

  /// Another country named beside `code` in the same clause ("capital of Chad and South Sudan",
  /// "capitale de l'Allemagne et de la France"): the longer or better-sourced name must not hide it,
  /// since answering for one of them would look right and be wrong. Demonyms ("the French flag of
  /// …") and single words of longer names are not names enough to ask which.
  func otherCountry(than code: String, in tokens: [Token], excluding excluded: Set<Int>)
    -> [String]?
  {
    // One word left besides the cue and filler names one country at most: most questions stop here.
    let words = tokens.indices.lazy.filter { position in
      let token = tokens[position]
      return !excluded.contains(position) && token.isWritten && !token.isNumber
        && !self.lexicon.fillers.contains(token.key)
        && !self.lexicon.subjectMarkers.contains(token.key)
    }
    guard words.dropFirst().first != nil else { return nil }
    let named = index.distinctMatches(in: tokens, excluding: excluded, limit: 3)
    guard named.count > 1, named.contains(where: { $0.codes == [code] }) else { return nil }
    return named.first { match in
      !match.codes.contains(code) && match.tier != .demonym && match.tier != .partial
    }?.codes
  }

  /// The best country name in text with no cue words ("Peru", "is Turkey in Europe").
  func nameMatch(in tokens: [Token]) -> CountryMatch? {
    index.bestMatch(in: tokens, excluding: []) ?? index.codeMatch(in: tokens, excluding: [])
  }

  /// Every country name in the text, best first, none overlapping.
  func nameMatches(in tokens: [Token]) -> [CountryMatch] {
    index.distinctMatches(in: tokens, excluding: [], limit: 4)
  }

  func subject(of match: CountryMatch) -> Question.Subject {
    match.codes.count == 1 ? .country(match.codes[0]) : .ambiguous(match.codes)
  }

  /// A flag emoji stands for its country when the question names none ("how many people live in 🇮🇸").
  private func flagMatch(in tokens: [Token], cue: IntentCue) -> CountryMatch? {
    let isPlain = tokens.indices.allSatisfy {
      cue.tokens.contains($0) || tokens[$0].flagCode != nil
        || lexicon.fillers.contains(tokens[$0].key)
    }
    guard isPlain, let position = tokens.firstIndex(where: { $0.flagCode != nil }),
      let code = tokens[position].flagCode, let known = index.code(TextFolding.fold(code))
    else { return nil }
    return CountryMatch(codes: [known], start: position, length: 1, edits: 0, tier: .partial)
  }

  /// The words left once cue words and filler are set aside: "Atlantis" in "What is the capital of Atlantis?".
  private func unknownPlace(in tokens: [Token], cue: IntentCue) -> String? {
    var runs: [Range<Int>] = []
    var runStart: Int?
    for position in tokens.indices {
      if isContent(tokens[position], at: position, cue: cue) {
        if runStart == nil { runStart = position }
      } else if let start = runStart {
        runs.append(start..<position)
        runStart = nil
      }
    }
    if let start = runStart { runs.append(start..<tokens.count) }
    let marked = runs.last {
      $0.lowerBound > 0 && lexicon.subjectMarkers.contains(tokens[$0.lowerBound - 1].key)
    }
    guard let run = marked ?? runs.max(by: { $0.count < $1.count }) else { return nil }
    return text(of: tokens[run])
  }

  private func isContent(_ token: Token, at position: Int, cue: IntentCue) -> Bool {
    guard !cue.tokens.contains(position), token.isWritten, !token.isNumber else { return false }
    if lexicon.fillers.contains(token.key) { return false }
    return fillerTypos.neighbours(of: token.key).isEmpty || token.key.utf8.count > 6
  }

  private func text(of tokens: ArraySlice<Token>) -> String {
    tokens.map(\.text).joined(separator: " ")
  }
}
