import Domain

extension RuleBasedQuestionInterpreter {
  /// "which sea does Turkey border", "quel océan borde le Portugal", "which programming language …":
  /// a question opening on "which" asks for one of the kind its next word names. The reading of
  /// `cue` answers it only when that word is one it knows as what it answers (its cue, a country
  /// noun, a name, a region, a language, a currency, a measure) or says nothing (filler); a fact
  /// asked yes or no never answers "which" ("which sea" is no question whether there is a sea).
  func asksWhichOfAnotherKind(_ tokens: [Token], _ cue: IntentCue) -> Bool {
    let places = lexicon.places
    for position in tokens.indices.dropLast()
    where position == 0 || tokens[position].startsClause {
      guard places.whichWords.contains(tokens[position].key) else { continue }
      let next = position + 1
      // "which countries have no coast" asks which of them: only the fact's own words ask "which".
      if places.countryNouns.contains(tokens[next].key) { continue }
      if cue.tokens.contains(next) {
        // "which landlocked countries": the fact's words qualify the countries asked for.
        var kind = next
        while kind < tokens.count, cue.tokens.contains(kind),
          !places.countryNouns.contains(tokens[kind].key)
        {
          kind += 1
        }
        let asksCountries = kind < tokens.count && places.countryNouns.contains(tokens[kind].key)
        if Capability.of(cue.definition.intent).isYesOrNo && !asksCountries { return true }
        continue
      }
      if !knowsTheKind(tokens, at: next, cue) { return true }
    }
    return false
  }

  /// The same of a line its language may refuse for every other language: every cue it has meets
  /// a "which" of another kind.
  func asksWhichOfAnotherKind(_ tokens: [Token], _ cues: [IntentCue]) -> Bool {
    !cues.isEmpty && cues.allSatisfy { asksWhichOfAnotherKind(tokens, $0) }
  }

  /// "what money do the residents use": the word after an opening "which" names what is asked, so
  /// the cue that owns it reads the line before one that merely occurs in it ("residents").
  func kindFirst(_ cues: [IntentCue], _ tokens: [Token]) -> [IntentCue] {
    let places = lexicon.places
    guard cues.count > 1, tokens.count > 1, places.whichWords.contains(tokens[0].key),
      !places.countryNouns.contains(tokens[1].key)
    else { return cues }
    let naming = cues.filter { $0.own.contains(1) }
    guard !naming.isEmpty, naming.count < cues.count else { return cues }
    return naming + cues.filter { !$0.own.contains(1) }
  }

  /// "what is the capital of every country in Europe": a fact of one country asked of each member
  /// of a group. The group's list would look like the answer and be none, so a group is read only
  /// when every fact the line cues is worded by the group's own cue ("which countries use the euro
  /// as their currency").
  func asksOfEachMember(_ cues: [IntentCue], _ cue: IntentCue) -> Bool {
    cues.contains { other in
      let capability = Capability.of(other.definition.intent)
      return capability.answer == .oneCountry && !capability.isYesOrNo
        && !other.own.isSubset(of: cue.own)
    }
  }

  private func knowsTheKind(_ tokens: [Token], at position: Int, _ cue: IntentCue) -> Bool {
    let key = tokens[position].key
    let places = lexicon.places
    let definition = cue.definition
    if lexicon.fillers.contains(key) || places.countryNouns.contains(key)
      || definition.requiresOneOf.contains(key) || definition.keywords.contains(key)
      || definition.weakKeywords.contains(key) || definition.allowedTopics.contains(key)
      || definition.phrases.contains(where: { $0.contains(key) })
      || intents.isRequiredNoun(key) || places.measures[key] != nil
      || places.superlatives[key] != nil || places.comparatives[key] != nil
      || places.worldWords.contains(key) || lexicon.followUps.pointers.contains(key)
      || key.allSatisfy(\.isNumber)
    {
      return true
    }
    if subjects.nameMatches(in: tokens).contains(where: { ($0.start..<$0.end).contains(position) })
    {
      return true
    }
    // In turn: a table is built only when the ones before it did not place the word.
    let tables: [() -> PhraseMatch?] = [
      { self.factIndex.region(in: tokens, excluding: []) },
      { self.factIndex.language(in: tokens, excluding: []) },
      { self.factIndex.currency(in: tokens, excluding: [], index: self.subjects.index) },
    ]
    return tables.contains { $0()?.range.contains(position) ?? false }
  }
}

extension RuleBasedQuestionInterpreter {
  /// "how big is Israel's army", "which region of France makes champagne": a word of the asking
  /// clause that no language pack knows, and that names nothing the data knows, is what is asked
  /// about. The cue's fact of the country would look right and be wrong, so the line is not read.
  func leavesAWordUnplaced(_ tokens: [Token], _ cues: [IntentCue], _ cue: IntentCue?) -> Bool {
    let index = subjects.index
    // Short words are known to every pack (or forgiven as typos): only longer ones are looked up.
    let long = tokens.indices.filter { tokens[$0].key.utf8.count >= TypoIndex.minimumLength }
    guard !long.isEmpty else { return false }
    var unplaced = Set(long).subtracting(cue?.tokens ?? []).filter {
      let token = tokens[$0]
      return token.isWritten && token.flagCode == nil && !token.isQuoted
        && !lexicon.fillers.contains(token.key) && !index.nameWords.contains(token.key)
        && !index.isKnownWord(token.key) && !KnownWords.all.knows(token.key)
    }
    unplaced.formIntersection(relevant(unplaced, tokens, cues))
    guard !unplaced.isEmpty else { return false }
    for match in subjects.nameMatches(in: tokens) { unplaced.subtract(match.start..<match.end) }
    // In turn, until every word is placed: a misspelt name, placed by the names, built the
    // currencies' table and the capitals' (8 M instructions).
    let places: [() -> Range<Int>?] = [
      { self.factIndex.region(in: tokens, excluding: [])?.range },
      { self.factIndex.language(in: tokens, excluding: [])?.range },
      { self.factIndex.currency(in: tokens, excluding: [], index: index)?.range },
      { self.facts.capitalRange(in: tokens) },
    ]
    for place in places where !unplaced.isEmpty {
      if let range = place() { unplaced.subtract(range) }
    }
    return !unplaced.isEmpty
  }
}
