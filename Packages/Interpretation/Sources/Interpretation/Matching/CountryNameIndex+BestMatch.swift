extension CountryNameIndex {
  /// The best match, with every equally good rival's countries folded into its codes.
  func bestMatch(in tokens: [Token], excluding excluded: Set<Int>) -> CountryMatch? {
    var all = matches(in: tokens, excluding: excluded).filter { !isOnlyAWord($0, tokens) }
    if !all.contains(where: { $0.edits == 0 }), mayNameATranslation(tokens, excluding: excluded) {
      all += translatedMatches(in: tokens, excluding: excluded)
    }
    guard var best = all.first else { return nil }
    for match in all.dropFirst() where match.isBetter(than: best) {
      best = match
    }
    var codes = best.codes
    for match in all where match.ranksEqually(with: best) {
      for code in match.codes where !codes.contains(code) {
        codes.append(code)
      }
    }
    return CountryMatch(
      codes: codes, start: best.start, length: best.length, edits: best.edits, tier: best.tier)
  }

  /// The best names that do not overlap, best first ("is France bigger than Spain" names two), each
  /// with the countries of equally good rivals over the same words.
  func distinctMatches(in tokens: [Token], excluding excluded: Set<Int>, limit: Int)
    -> [CountryMatch]
  {
    var all = matches(in: tokens, excluding: excluded).filter { !isOnlyAWord($0, tokens) }
    if !all.contains(where: { $0.edits == 0 }), mayNameATranslation(tokens, excluding: excluded) {
      all += translatedMatches(in: tokens, excluding: excluded)
    }
    var found: [CountryMatch] = []
    while found.count < limit, var best = all.first {
      for match in all.dropFirst() where match.isBetter(than: best) { best = match }
      var codes = best.codes
      for match in all where match.ranksEqually(with: best) && match.overlaps(best) {
        for code in match.codes where !codes.contains(code) { codes.append(code) }
      }
      found.append(
        CountryMatch(
          codes: codes, start: best.start, length: best.length, edits: best.edits, tier: best.tier))
      all.removeAll { $0.overlaps(best) }
    }
    return found
  }

  /// Other languages' names found in `tokens`, but not one made only of this language's common
  /// name words: "which island nation" asks about an island, not about Iceland (German "Island").
  private func translatedMatches(in tokens: [Token], excluding excluded: Set<Int>)
    -> [CountryMatch]
  {
    matches(in: tokens, excluding: excluded, translated: true).filter { !isOnlyAWord($0, tokens) }
  }

  /// A native or another language's name that is only this language's common name words
  /// (Icelandic "Ísland"): the word, not the country.
  private func isOnlyAWord(_ match: CountryMatch, _ tokens: [Token]) -> Bool {
    [.alternate, .translation].contains(match.tier)
      && (match.start..<match.end).allSatisfy { genericWords.contains(tokens[$0].key) }
  }
}
