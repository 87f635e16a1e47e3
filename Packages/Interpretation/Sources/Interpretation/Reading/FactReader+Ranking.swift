import Domain

extension FactReader {
  func ranking(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>)
    -> Question.Subject?
  {
    guard offTopic.isEmpty,
      let order = tokens.lazy.compactMap({ self.lexicon.places.superlatives[$0.key] }).first,
      let measure = measure(in: tokens)
    else { return nil }
    let scope = facts.region(in: tokens, excluding: cue.tokens)
    let excluded = cue.tokens.union(scope?.range ?? 0..<0)
    // "the smallest island country", "the largest kingdom": a kind of country the data does not
    // tell apart, so the world's ranking would look right and be wrong.
    guard !namesAKind(tokens, excluding: excluded) else { return nil }
    if let scope {
      guard let name = scope.values.first, !name.isEmpty, scope.values.count == 1 else {
        return .unknownPlace(text(of: tokens[scope.range]))
      }
      guard !namesCountry(tokens, excluding: excluded) else { return nil }
      return .ranking(Ranking(measure: measure, order: order, group: .region(name)))
    }
    if let place = index.bestMatch(in: tokens, excluding: excluded) {
      let modified =
        place.start > 0 && lexicon.placeModifiers.contains(tokens[place.start - 1].key)
      return modified ? .unknownPlace(text(of: tokens[(place.start - 1)..<place.end])) : nil
    }
    if let scope = unknownScope(in: tokens, excluding: excluded) { return .unknownPlace(scope) }
    return .ranking(Ranking(measure: measure, order: order))
  }

  /// Whether the line asks for one country of many by a superlative ("the country with the
  /// highest …", "le pays le plus …"): a figure's words in it are what it ranks by.
  func asksForARanking(_ tokens: [Token]) -> Bool {
    let places = lexicon.places
    return tokens.contains { places.superlatives[$0.key] != nil }
      && tokens.contains { places.countryNouns.contains($0.key) }
  }

  /// Whether the line names a kind of country outside `excluded` ("the smallest island country").
  func namesAKind(_ tokens: [Token], excluding excluded: Set<Int> = []) -> Bool {
    tokens.indices.contains { !excluded.contains($0) && isKind(tokens[$0].key) }
  }

  /// A word of countries' names that says what kind of country ("island", "kingdom"), not one of
  /// the ranking's own words.
  private func isKind(_ key: String) -> Bool {
    let places = lexicon.places
    return lexicon.genericNameWords.contains(key) && !lexicon.fillers.contains(key)
      && !lexicon.subjectMarkers.contains(key) && !lexicon.joiningWords.contains(key)
      && places.measures[key] == nil && places.superlatives[key] == nil
      && places.comparatives[key] == nil && !places.countryNouns.contains(key)
      && !places.worldWords.contains(key) && places.regionAliases[key] == nil
  }

  /// Words after "in" or "of" that name no region the data has ("the most populous country in the
  /// EU"): the ranking is of a group the quiz cannot form, not of the world.
  private func unknownScope(in tokens: [Token], excluding excluded: Set<Int>) -> String? {
    let places = lexicon.places
    func isUnknown(_ position: Int) -> Bool {
      let token = tokens[position]
      let key = token.key
      return !excluded.contains(position) && token.isWritten && !token.isNumber
        && !lexicon.fillers.contains(key) && places.measures[key] == nil
        && places.superlatives[key] == nil && places.comparatives[key] == nil
        && !places.countryNouns.contains(key) && !places.worldWords.contains(key)
        && !lexicon.subjectMarkers.contains(key)
    }
    for marker in tokens.indices where lexicon.subjectMarkers.contains(tokens[marker].key) {
      var start = marker + 1
      while start < tokens.count, lexicon.fillers.contains(tokens[start].key) { start += 1 }
      var end = start
      while end < tokens.count, isUnknown(end) { end += 1 }
      if end > start { return text(of: tokens[start..<end]) }
    }
    return nil
  }

  func comparison(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>)
    -> Question.Subject?
  {
    // A comparison needs its measure ("bigger", "population"): without one, no names are looked for.
    guard offTopic.isEmpty, let measure = measure(in: tokens) else { return nil }
    // The index holds the question's language's names beside the data's ("Frankreich" beside
    // "Deutschland", which is also Germany's native name).
    var named = index.distinctMatches(in: tokens, excluding: cue.tokens, limit: 3)
    // Without two names, or a name and a code, there is nothing to compare: said before the
    // regions' table is built, which a one-shot asking one country's population never needs.
    guard !named.isEmpty else { return nil }
    if named.count == 1,
      index.codeMatch(in: tokens, excluding: cue.tokens.union(named[0].start..<named[0].end)) == nil
    {
      return nil
    }
    // A name inside a region's longer name is no country of its own: "América" in "América do Sul"
    // ("o Brasil é o maior país da América do Sul?" ranks, it does not compare with the US).
    if let region = facts.region(in: tokens, excluding: cue.tokens) {
      named.removeAll { match in
        region.range.count > match.length && region.range.contains(match.start)
          && region.range.contains(match.end - 1)
      }
    }
    if named.count == 1,
      let code = index.codeMatch(
        in: tokens, excluding: cue.tokens.union(named[0].start..<named[0].end))
    {
      named.append(code)
    }
    guard named.count == 2 else { return nil }
    let (first, second) = (named[0], named[1])
    guard first.codes.count == 1, second.codes.count == 1 else {
      return .ambiguous(first.codes.count > 1 ? first.codes : second.codes)
    }
    guard first.codes != second.codes else { return nil }
    let order =
      tokens.lazy.compactMap({ self.lexicon.places.comparatives[$0.key] }).first ?? .most
    let (a, b) = first.start < second.start ? (first, second) : (second, first)
    return .comparison(a.codes + b.codes, Ranking(measure: measure, order: order))
  }

  /// The most specific measure the question names (`Ranking.Measure.meant`): "densely populated"
  /// is density, "bigger GDP" the GDP; area for "bigger" or "largest" alone.
  private func measure(in tokens: [Token]) -> Ranking.Measure? {
    Ranking.Measure.meant(among: tokens.compactMap { lexicon.places.measures[$0.key] })
  }
}
