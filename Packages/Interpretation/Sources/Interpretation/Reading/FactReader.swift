import Domain

/// Reads the subjects beyond one named country: a clue to a country (capital, code, flag emoji), a
/// group (region, language, currency), a ranking or a comparison.
final class FactReader: Sendable {
  let lexicon: Lexicon
  let index: CountryNameIndex
  let facts: FactIndex
  /// Every intent's keywords as written: one of them after a search cue asks something else.
  /// Gathered when a search first needs them, as is the typo index: gathering them made every
  /// one-shot hash every keyword of its language twice more (0.5 M instructions).
  var keywords: Set<String> { keywordSet.value }
  private let keywordSet: Deferred<Set<String>>
  /// The other intents' keywords, for a typo of one after a search cue ("search capiral of …").
  let otherKeywordTypos: Deferred<TypoIndex>

  init(lexicon: Lexicon, index: CountryNameIndex, facts: FactIndex) {
    self.lexicon = lexicon
    self.index = index
    self.facts = facts
    keywordSet = Deferred { Set(lexicon.intents.flatMap(\.keywords)) }
    otherKeywordTypos = Deferred {
      TypoIndex(
        words: Set(lexicon.intents.filter { $0.subject != .searchText }.flatMap(\.keywords))
          .subtracting(lexicon.places.countryNouns))
    }
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
    case .vehicleCode:
      return vehicleCode(in: tokens, cue: cue, offTopic: offTopic)
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
    case .organisation:
      return organisationGroup(in: tokens, cue: cue, offTopic: offTopic)
    }
  }

  /// The group a yes-or-no fact is asked of, when the question asks for countries and names none
  /// ("which African countries are landlocked", "landlocked countries"): a region, or the world.
  /// Only when the line says nothing else: a word the reader does not know may name a group it
  /// cannot read ("quali paesi europei …"), a ranking's words (`rankingTokens`) ask for one
  /// country of the group ("the largest landlocked country"), and the members would look right.
  /// Another intent's cue that only restates the fact ("n'ont pas", "no tienen") is no obstacle.
  func groupAsked(
    in tokens: [Token], cue: IntentCue, offTopic: Set<Int>, rankingTokens: Set<Int>
  ) -> Question.Subject? {
    // Another intent's cue may be the noun itself ("countries" cues a region's set too).
    let nouns = tokens.indices.filter {
      !cue.own.contains($0) && lexicon.places.countryNouns.contains(tokens[$0].key)
    }
    guard !nouns.isEmpty, offTopic.isEmpty else { return nil }
    var named = cue.own.union(nouns)
    let region = facts.region(in: tokens, excluding: named)
    if let region { named.formUnion(region.range) }
    let saysNothingElse = tokens.indices.allSatisfy {
      named.contains($0) || lexicon.fillers.contains(tokens[$0].key)
        || lexicon.places.worldWords.contains(tokens[$0].key)
        || (cue.tokens.contains($0) && !rankingTokens.contains($0))
    }
    guard saysNothingElse, !namesCountry(tokens, excluding: named) else { return nil }
    guard let region else { return .group(.world) }
    return group(region, tokens, cue, offTopic) { .region($0) }
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

  func namesCountry(_ tokens: [Token], excluding excluded: Set<Int>) -> Bool {
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

  func text(of tokens: ArraySlice<Token>) -> String {
    tokens.map(\.text).joined(separator: " ")
  }
}
