import Domain

/// Reads the subjects beyond one named country: a clue to a country (capital, code, flag emoji), a
/// group (region, language, currency), a ranking or a comparison.
final class FactReader: Sendable {
  private let lexicon: Lexicon
  private let index: CountryNameIndex
  private let facts: FactIndex
  /// Every intent's keywords as written: one of them after a search cue asks something else.
  private let keywords: Set<String>
  /// The other intents' keywords, for a typo of one after a search cue ("search capiral of …").
  private let otherKeywordTypos: Deferred<TypoIndex>

  init(lexicon: Lexicon, index: CountryNameIndex, facts: FactIndex) {
    self.lexicon = lexicon
    self.index = index
    self.facts = facts
    keywords = Set(lexicon.intents.flatMap(\.keywords))
    let others = Set(lexicon.intents.filter { $0.subject != .searchText }.flatMap(\.keywords))
      .subtracting(lexicon.places.countryNouns)
    otherKeywordTypos = Deferred { TypoIndex(words: others) }
  }

  func subject(
    _ kind: IntentDefinition.SubjectKind, in tokens: [Token], cue: IntentCue, offTopic: Set<Int>
  ) -> Question.Subject? {
    switch kind {
    case .country, .namePrefix: return nil
    case .capitalCity:
      // A country named too, even by the capital's own words ("Luxembourg"), asks for its capital.
      guard let match = capital(in: tokens, cue: cue), !match.values.isEmpty,
        offTopic.isSubset(of: match.range),
        !namesCountry(tokens, excluding: cue.tokens, besides: match.range)
      else { return nil }
      // A capital several countries give ("Kingston", "Washington DC") asks which one is meant.
      let codes = match.values.reduce(into: [String]()) { codes, code in
        if !codes.contains(code) { codes.append(code) }
      }
      return codes.count == 1 ? .country(codes[0]) : .ambiguous(codes)
    case .code:
      return code(in: tokens, cue: cue, offTopic: offTopic).map { .country($0) }
    case .flagEmoji:
      guard offTopic.isEmpty, let code = tokens.lazy.compactMap(\.flagCode).first,
        let known = facts.countryCodes[TextFolding.fold(code)], onlyAsksForACountry(tokens, cue)
      else { return nil }
      return .country(known)
    case .region:
      return group(facts.region(in: tokens, excluding: cue.tokens), tokens, cue, offTopic) {
        .region($0)
      }
    case .language:
      return group(facts.language(in: tokens, excluding: cue.tokens), tokens, cue, offTopic) {
        .language($0)
      }
    case .currency:
      let match = facts.currency(in: tokens, excluding: [], index: index)
      return group(match, tokens, cue.excluding(match?.range), offTopic) { .currency($0) }
    case .ranking:
      return ranking(in: tokens, cue: cue, offTopic: offTopic)
    case .comparison:
      return comparison(in: tokens, cue: cue, offTopic: offTopic)
    case .searchText:
      return searchText(in: tokens, cue: cue, offTopic: offTopic).map { .search($0) }
    case .nearby:
      return nearby(in: tokens, cue: cue, offTopic: offTopic)
    case .distance:
      return distance(in: tokens, cue: cue, offTopic: offTopic)
    }
  }

  /// What follows the search cue, past its lead-in words ("search for guinea", "find countries with
  /// 'island'"). Nothing when the words left ask something else ("find the capital of Peru").
  private func searchText(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>) -> String? {
    guard offTopic.isEmpty, let last = cue.own.max() else { return nil }
    var position = last + 1
    while position < tokens.count, !tokens[position].isQuoted,
      lexicon.places.searchLeadIns.contains(tokens[position].key)
        || lexicon.fillers.contains(tokens[position].key)
        || lexicon.places.countryNouns.contains(tokens[position].key)
        || cue.own.contains(position)
    {
      position += 1
    }
    let words = tokens[min(position, tokens.count)...].filter {
      !lexicon.fillers.contains($0.key) || $0.isQuoted
    }
    guard !words.isEmpty, position < tokens.count,
      !(position..<tokens.count).contains(where: {
        cue.tokens.contains($0) && !cue.own.contains($0) && !tokens[$0].isQuoted
          && keywords.contains(tokens[$0].key)
          && !lexicon.places.countryNouns.contains(tokens[$0].key)
      }),
      !words.contains(where: { !$0.isQuoted && isTypoOfAnotherIntentsKeyword($0.key) })
    else { return nil }
    return text(of: tokens[position...])
  }

  /// A word one typo from another intent's keyword ("capiral"): the line asks something else, so it
  /// is no search. Short words are left out: too many are one letter from a keyword.
  private func isTypoOfAnotherIntentsKeyword(_ key: String) -> Bool {
    key.utf8.count >= 5 && !lexicon.places.countryNouns.contains(key)
      && !otherKeywordTypos.value.neighbours(of: key).isEmpty
  }

  /// The country named ("closest countries to Peru"), or the person asking when the rest of the line
  /// only points at them ("countries near me", "what's around here").
  private func nearby(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>) -> Question.Subject? {
    guard offTopic.isEmpty else { return nil }
    if let match = index.bestMatch(in: tokens, excluding: cue.tokens) {
      return match.codes.count == 1 ? .country(match.codes[0]) : .ambiguous(match.codes)
    }
    return pointsAtUser(tokens, cue: cue) ? .userLocation : nil
  }

  /// Two countries named ("how far is Chile from Peru"), or one, measured from the person asking.
  private func distance(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>)
    -> Question.Subject?
  {
    guard offTopic.isEmpty else { return nil }
    let named = index.distinctMatches(in: tokens, excluding: cue.tokens, limit: 3)
      .sorted { $0.start < $1.start }
    if let ambiguous = named.first(where: { $0.codes.count > 1 }) {
      return .ambiguous(ambiguous.codes)
    }
    switch named.count {
    case 1:
      let rest = cue.tokens.union(named[0].start..<named[0].end)
      return pointsAtUser(tokens, cue: cue, besides: rest) ? .between(named[0].codes) : nil
    case 2 where named[0].codes != named[1].codes:
      return .between(named[0].codes + named[1].codes)
    default:
      return nil
    }
  }

  private func pointsAtUser(_ tokens: [Token], cue: IntentCue, besides: Set<Int>? = nil) -> Bool {
    let skipped = besides ?? cue.tokens
    let places = lexicon.places
    return tokens.indices.allSatisfy { position in
      let key = tokens[position].key
      return skipped.contains(position) || lexicon.fillers.contains(key)
        || places.countryNouns.contains(key) || places.userPlaceWords.contains(key)
    }
  }

  /// Where a capital's name stands in the question, if one does.
  func capitalRange(in tokens: [Token]) -> Range<Int>? {
    (facts.capital(in: tokens, excluding: [])
      ?? facts.capitalInOtherForms(in: tokens, excluding: []))?
      .range
  }

  /// The capital named, as the data or the question's language writes it, else (when no country is
  /// named) as another language does or with a typo. Another intent's cue read through a typo may
  /// be a capital's word ("Santo Domingo", not "dominio").
  private func capital(in tokens: [Token], cue: IntentCue) -> PhraseMatch? {
    if let own = facts.capital(in: tokens, excluding: cue.tokens)
      ?? facts.capital(in: tokens, excluding: cue.own)
    {
      return own
    }
    guard !namesCountry(tokens, excluding: cue.tokens) else { return nil }
    return facts.capitalInOtherForms(in: tokens, excluding: cue.tokens)
      ?? facts.capitalInOtherForms(in: tokens, excluding: cue.own)
  }

  /// A state, province or city named in the question ("what is the capital city of texas usa").
  func knownPlace(in tokens: [Token], excluding excluded: Set<Int>) -> String? {
    facts.knownPlace(in: tokens, excluding: excluded).map { text(of: tokens[$0.range]) }
  }

  /// A region named with no country ("is Cyprus in Europe" names one; "countries in Europe" does not).
  func region(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    facts.region(in: tokens, excluding: excluded)
  }

  private func group(
    _ match: PhraseMatch?, _ tokens: [Token], _ cue: IntentCue, _ offTopic: Set<Int>,
    make: (String) -> CountryGroup
  ) -> Question.Subject? {
    guard let match, offTopic.isSubset(of: match.range),
      !namesCountry(tokens, excluding: cue.tokens.union(match.range))
    else { return nil }
    // Words that are exactly a country's name ("Laos"; not the people's "French"), or part of one
    // ("Africa" of "South Africa": "what countries border South Africa"), name no group. Only the
    // data's own names count here, so the other languages' names are not loaded for it.
    if index.matches(in: tokens, excluding: cue.tokens).contains(where: { country in
      country.tier <= .alternate && country.edits == 0 && country.start <= match.range.lowerBound
        && country.end >= match.range.upperBound
    }) {
      return nil
    }
    guard let value = match.values.first, !value.isEmpty, match.values.count == 1 else {
      return .unknownPlace(text(of: tokens[match.range]))
    }
    return .group(make(value))
  }

  /// An ISO code asked about ("which country is DEU", "whose code is 'BR'"): in capitals in a sentence
  /// that is not shouted, or quoted, in a question that asks for a country.
  private func code(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>) -> String? {
    let asksCountry = tokens.enumerated().contains { position, token in
      lexicon.places.reverseMarkers.contains(token.key)
        || (lexicon.places.countryNouns.contains(token.key) && !cue.tokens.contains(position))
    }
    guard asksCountry, offTopic.isEmpty else { return nil }
    let letters = tokens.flatMap { $0.text.unicodeScalars.filter { $0.properties.isAlphabetic } }
    let isShouted = letters.filter { $0.properties.isUppercase }.count * 2 >= letters.count
    for (position, token) in tokens.enumerated() {
      let isCapitals = !isShouted && token.text.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
      // A cue word in capitals is the code asked about ("what does TZ stand for").
      guard !cue.tokens.contains(position) || isCapitals else { continue }
      guard (2...3).contains(token.key.utf8.count), isCapitals || token.isQuoted,
        let code = facts.countryCodes[token.key]
      else { continue }
      guard !namesCountry(tokens, excluding: cue.tokens.union([position])) else { return nil }
      return code
    }
    return nil
  }

  private func ranking(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>)
    -> Question.Subject?
  {
    guard offTopic.isEmpty,
      let order = tokens.lazy.compactMap({ self.lexicon.places.superlatives[$0.key] }).first,
      let measure = measure(in: tokens)
    else { return nil }
    let scope = facts.region(in: tokens, excluding: cue.tokens)
    let excluded = cue.tokens.union(scope?.range ?? 0..<0)
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

  private func comparison(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>)
    -> Question.Subject?
  {
    // A comparison needs its measure ("bigger", "population"): without one, no names are looked for.
    guard offTopic.isEmpty, let measure = measure(in: tokens) else { return nil }
    // The index holds the question's language's names beside the data's ("Frankreich" beside
    // "Deutschland", which is also Germany's native name).
    var named = index.distinctMatches(in: tokens, excluding: cue.tokens, limit: 3)
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

  /// Population or neighbours when the question names them, otherwise area ("bigger", "largest").
  private func measure(in tokens: [Token]) -> Ranking.Measure? {
    let named = tokens.compactMap { lexicon.places.measures[$0.key] }
    if named.contains(.population) { return .population }
    if named.contains(.neighbours) { return .neighbours }
    return named.isEmpty ? nil : .area
  }

  /// Whether the words besides the cue, flags and country names are filler or "country" ("🇧🇷 which
  /// country is this", "is 🇮🇪 ireland or ivory coast?").
  private func onlyAsksForACountry(_ tokens: [Token], _ cue: IntentCue) -> Bool {
    var named = cue.tokens.union(tokens.indices.filter { tokens[$0].flagCode != nil })
    for match in index.distinctMatches(in: tokens, excluding: named, limit: 4) {
      named.formUnion(match.start..<match.end)
    }
    return tokens.indices.allSatisfy { position in
      named.contains(position) || lexicon.fillers.contains(tokens[position].key)
        || lexicon.places.countryNouns.contains(tokens[position].key)
    }
  }

  private func namesCountry(_ tokens: [Token], excluding excluded: Set<Int>) -> Bool {
    index.bestMatch(in: tokens, excluding: excluded) != nil
  }

  /// Whether a country is named, not counting a name that is only part of the capital's ("Santo"
  /// of "Santo Domingo" is Santo Tomé's start in Spanish); a capital that is a country's name whole
  /// ("Luxembourg") names the country.
  private func namesCountry(
    _ tokens: [Token], excluding excluded: Set<Int>, besides capital: Range<Int>
  ) -> Bool {
    guard let country = index.bestMatch(in: tokens, excluding: excluded) else { return false }
    let range = country.start..<country.end
    guard range.count < capital.count, capital.clamped(to: range) == range else { return true }
    return namesCountry(tokens, excluding: excluded.union(capital))
  }

  private func text(of tokens: ArraySlice<Token>) -> String {
    tokens.map(\.text).joined(separator: " ")
  }
}

extension IntentCue {
  func excluding(_ range: Range<Int>?) -> IntentCue {
    guard let range else { return self }
    return IntentCue(definition: definition, tokens: tokens.subtracting(range), anchor: anchor)
  }
}
