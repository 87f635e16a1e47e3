import Domain

extension RuleBasedQuestionInterpreter {
  /// Everything the line says, for a conversation to complete: the complete question when there is
  /// one, otherwise the intent, countries, group and ranking words it names on their own.
  public func read(_ text: String, candidates: [String]) -> Reading {
    read(tokens: Tokenizer.tokens(text, spelling: lexicon.spelling), candidates: candidates)
  }

  /// The same, of a line already split and read with this language's spelling.
  func read(tokens: [Token], candidates: [String]) -> Reading {
    let tokens = rankingWords.respelled(tokens, nameWords: subjects.index.nameWords)
    let refersBack = lexicon.followUps.refersBack(tokens)
    let question = interpret(respelled: tokens)
    if candidates.isEmpty, let question, Self.standsAlone(question, refersBack: refersBack) {
      return Reading(question: question, refersBack: refersBack)
    }
    let cues = self.cues(in: tokens)
    let counted = question == nil ? count(in: tokens, cues: cues) : nil
    if asksForSpeakers(tokens, cues) || asksAboutTheCapital(tokens, cues)
      || (counted != nil && counted != .known) || asksTheTimeAtAGivenTime(tokens, cues)
      || asksForAnUnnamedFigure(tokens) || asksTheShapeOfAFlag(tokens, cues)
    {
      return Reading(refersBack: refersBack)
    }
    let cueTokens = cues.first?.tokens ?? []
    var reading = Reading(refersBack: refersBack)
    let named = subjects.nameMatches(in: tokens).filter { match in
      match.tier != .demonym && match.tier != .partial
        && !(match.start..<match.end).contains(where: cueTokens.contains)
    }
    // As a complete question reads it: the cue's own words and the topics its intent allows are
    // not off topic ("and the time zone?", "and its capital city?").
    let allowed = cues.first?.definition.allowedTopics ?? []
    let offTopic = relevant(intents.offTopicTokens(tokens), tokens, cues).subtracting(
      named.flatMap { $0.start..<$0.end }
    ).subtracting(cueTokens).filter { !allowed.contains(tokens[$0].key) }
    reading.names = named.sorted { $0.start < $1.start }.map(\.codes)
    reading.choice = choice(among: candidates, in: tokens, named: named)
    guard offTopic.isEmpty else { return Reading(question: question) }
    // A word no pack knows, which refused the complete question, is what the line asks about: no
    // partial reading of the rest ("qual é a maior xyzzyq" is no ranking of the world).
    if question == nil, leavesAWordUnplaced(tokens, cues, cues.first) {
      return Reading(refersBack: refersBack)
    }
    readRanking(tokens, into: &reading)
    // A complete question needs its group read only when it is a name alone ("Europe"), which a
    // conversation may take as a set: the region, language and currency tables load locale data.
    if let question, !isPartial(question, tokens, cues, reading) {
      reading.question = question
      reading.isNameOnly = cues.isEmpty && question.intent == .overview
      if reading.isNameOnly { reading.group = group(in: tokens, excluding: cueTokens) }
      return reading
    }
    reading.group = group(in: tokens, excluding: cueTokens)
    if comparesWithPointer(tokens, cues, reading) {
      reading.intent = .comparison
    } else if !asksForADefinition(tokens, cues) {
      let intent =
        partialIntent(cues, tokens)
        ?? (reading.refersBack
          ? partialIntent(self.cues(in: tokens, requiring: false), tokens) : nil)
      // "how many yen is one dollar" names currencies of its own: no country's fact is asked.
      let namesMoney =
        factIndex.currency(in: tokens, excluding: [], index: subjects.index) != nil
      // A yes-or-no fact's words filter what another intent would answer: "the largest landlocked
      // country" is no ranking of the world's countries.
      let filtered = cues.contains {
        Capability.of($0.definition.intent).isYesOrNo && $0.definition.intent != intent
      }
      // "which country has the most time zones" ranks countries by a fact the quiz does not rank:
      // it asks which country, and borrows none from the conversation.
      // "the smallest island country": a ranking of a kind of country the data does not tell apart.
      // "qual é o maior rio do Brasil": a ranking of one country ranks something inside it.
      let ranksAKind =
        intent == .superlative
        && (named.isEmpty
          ? facts.namesAKind(tokens, excluding: cueTokens) : Set(named.flatMap(\.codes)).count == 1)
      let ranksByTheFact =
        intent?.isAboutOneCountry == true && reading.order != nil
        && tokens.contains { lexicon.places.countryNouns.contains($0.key) }
      reading.intent =
        (intent?.isAboutOneCountry == true && namesMoney) || filtered || ranksByTheFact
          || ranksAKind
        ? nil : intent

      if let set = cues.first(where: { $0.definition.intent == reading.intent }),
        Capability.of(set.definition.intent).answer == .countrySet,
        asksOfEachMember(cues, set)
      {
        return Reading(refersBack: refersBack)
      }
    }
    // A line ranking a kind of thing the data does not tell apart ranks nothing talked about
    // either ("the biggest island in the world" after a ranking of Europe).
    if reading.intent == nil, reading.order != nil, named.isEmpty,
      facts.namesAKind(tokens, excluding: cueTokens)
    {
      reading.measure = nil
      reading.order = nil
    }
    if reading.intent == nil, reading.choice == nil, !saysOnlyNames(tokens, named) {
      // Nor does it rank: "welcher ist der größte See in Deutschland" after a ranking of South
      // America asks about no country of it.
      if !reading.names.isEmpty {
        reading.measure = nil
        reading.order = nil
      }
      reading.names = []
    }
    return reading
  }

  /// Most lines are complete questions that need nothing more read: every question but an overview
  /// (which may be a name alone), a ranking or an unknown place (which may be elliptical), or one
  /// country's fact in a line that points back (which may compare with it).
  private static func standsAlone(_ question: Question, refersBack: Bool) -> Bool {
    guard question.intent != .overview else { return false }
    switch question.subject {
    case .ranking, .unknownPlace: return false
    case .country: return !refersBack
    default: return true
    }
  }

  /// A reading `interpret` completed with something the line does not say: a ranking of the whole
  /// world for "which is the biggest?", a leftover word as the place ("do they drive on the left",
  /// "what's the dialing code"), one country measured where the line compares it with "it".
  private func isPartial(
    _ question: Question, _ tokens: [Token], _ cues: [IntentCue], _ reading: Reading
  ) -> Bool {
    switch question.subject {
    case .ranking: return isElliptical(question, tokens)
    case .unknownPlace(let place):
      let words = Tokenizer.tokens(place, spelling: lexicon.spelling).map(\.key)
      // An organisation's name is no leftover word: "population of the EU" asks of a place.
      let keywords = placeKeywords.value
      return words.allSatisfy(keywords.contains)
    case .country:
      return comparesWithPointer(tokens, cues, reading)
    default: return false
    }
  }

  /// Every intent's keywords, weak keywords and phrase words but an organisation's membership's: a
  /// place unknown among only these words is read in part.
  static func keywords(besidesPlaces lexicon: Lexicon) -> Set<String> {
    Set(
      lexicon.intents.filter { !NamedOrganisation.asksMembership($0.intent) }.flatMap {
        $0.keywords.union($0.weakKeywords).union($0.phrases.joined())
      })
  }

  /// "which is the biggest?" ranks the countries talked about, not the world's: a ranking with no
  /// scope and no word for countries or the world.
  private func isElliptical(_ question: Question, _ tokens: [Token]) -> Bool {
    guard case .ranking(let ranking) = question.subject, ranking.group == .world else {
      return false
    }
    return !tokens.contains {
      lexicon.places.countryNouns.contains($0.key) || lexicon.places.worldWords.contains($0.key)
    }
  }

  /// "is it smaller than Vatican City?": one country named, compared with the one talked about.
  private func comparesWithPointer(_ tokens: [Token], _ cues: [IntentCue], _ reading: Reading)
    -> Bool
  {
    reading.refersBack && reading.names.count == 1 && reading.measure != nil
      && cues.contains { $0.definition.intent == .comparison }
      && tokens.contains { lexicon.places.comparatives[$0.key] != nil }
  }

  /// "what is a demonym" asks what the word means, not about the country talked about.
  private func asksForADefinition(_ tokens: [Token], _ cues: [IntentCue]) -> Bool {
    guard let anchor = cues.first?.own.min(), anchor > 0 else { return false }
    return lexicon.indefiniteArticles.contains(tokens[anchor - 1].key)
  }

  private func readRanking(_ tokens: [Token], into reading: inout Reading) {
    let places = lexicon.places
    reading.measure = Ranking.Measure.meant(among: tokens.compactMap { places.measures[$0.key] })
    reading.order =
      tokens.lazy.compactMap { places.superlatives[$0.key] ?? places.comparatives[$0.key] }.first
  }

  private func group(in tokens: [Token], excluding excluded: Set<Int>) -> CountryGroup? {
    if let region = factIndex.region(in: tokens, excluding: excluded),
      region.values.count == 1, let name = region.values.first, !name.isEmpty
    {
      return .region(name)
    }
    if let language = factIndex.language(in: tokens, excluding: excluded),
      language.values.count == 1, let name = language.values.first, !name.isEmpty
    {
      return .language(name)
    }
    if let currency = factIndex.currency(in: tokens, excluding: excluded, index: subjects.index),
      currency.values.count == 1, let code = currency.values.first, !code.isEmpty
    {
      return .currency(code)
    }
    return nil
  }

  /// The one candidate whose names hold the line's words ("south", "the democratic one", "DRC"), when
  /// the line names no other country outright.
  private func choice(among candidates: [String], in tokens: [Token], named: [CountryMatch])
    -> String?
  {
    guard candidates.count > 1 else { return nil }
    for match in named where match.codes.count == 1 {
      if candidates.contains(match.codes[0]) { return match.codes[0] }
      if match.tier <= .alternate && match.edits == 0 { return nil }
    }
    let words = Set(
      tokens.map(\.key).filter {
        !lexicon.fillers.contains($0) && !lexicon.followUps.pointers.contains($0)
      })
    guard !words.isEmpty else { return nil }
    let scores = candidates.map { code in
      (code, nameWords(of: code).intersection(words).count)
    }
    guard let best = scores.max(by: { $0.1 < $1.1 }), best.1 > 0,
      scores.filter({ $0.1 == best.1 }).count == 1
    else { return nil }
    return best.0
  }

  private func nameWords(of code: String) -> Set<String> {
    guard let country = countriesByCode.value[code] else { return [] }
    let names = country.names
    var all = [names.common, names.official] + names.alternates
    for name in names.translations.values { all += [name.common, name.official] }
    return Set(all.flatMap { Tokenizer.tokens($0, spelling: lexicon.spelling).map(\.key) })
  }
}
