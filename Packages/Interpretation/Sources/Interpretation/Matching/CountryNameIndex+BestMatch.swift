extension CountryNameIndex {
  /// The best match, with every equally good rival's countries folded into its codes.
  func bestMatch(in tokens: [Token], excluding excluded: Set<Int>) -> CountryMatch? {
    var all = matches(in: tokens, excluding: excluded)
    if !all.contains(where: { $0.edits == 0 }), mayNameATranslation(tokens, excluding: excluded) {
      all += matches(in: tokens, excluding: excluded, translated: true)
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
    var all = matches(in: tokens, excluding: excluded)
    if !all.contains(where: { $0.edits == 0 }), mayNameATranslation(tokens, excluding: excluded) {
      all += matches(in: tokens, excluding: excluded, translated: true)
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
}
