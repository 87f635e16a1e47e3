import Domain

/// A deterministic interpreter: cue words pick the intent, a ranked name index picks the country. It
/// never guesses: text without a cue, or about another topic, is `nil` (unrecognized).
///
/// A class: a reader holds a language's lexicon and indexes, dozens of references, and every question
/// hands it around; as a struct each hand-over retained and released them all (a tenth of the time).
public final class RuleBasedQuestionInterpreter: QuestionInterpreter {
  let lexicon: Lexicon
  let intents: IntentReader
  let subjects: SubjectReader
  private let prefixes: PrefixReader
  let facts: FactReader
  /// The countries by code, made on first use (partial readings' candidates are read by name),
  /// and the index of regions and languages named alone.
  let countriesByCode: Deferred<CountryCodeTable>
  let factIndex: FactIndex
  /// The words it reads as something, for those a reading left out; built on the first note.
  let vocabulary: Deferred<FactVocabulary>
  let rankingWords: RankingWords
  /// `keywords(besidesPlaces:)`, made on the first unknown place.
  let placeKeywords: Deferred<Set<String>>

  /// Builds the name index over `countries`, or reads the one compiled for the bundled snapshot
  /// (`compiledNames`); the other indexes are made on the first question that needs them.
  public init(countries: [Country], lexicon: Lexicon = .english, compiledNames: Bool = false) {
    let compiled: CompiledNames? = compiledNames ? .table(for: lexicon.language) : nil
    let index = CountryNameIndex(countries: countries, lexicon: lexicon, compiled: compiled)
    self.lexicon = lexicon
    intents = IntentReader(lexicon: lexicon, nameWords: index.nameWords, compiled: compiled)
    subjects = SubjectReader(lexicon: lexicon, index: index)
    prefixes = PrefixReader(lexicon: lexicon, index: index)
    // Another language's names of regions, languages and currencies come from the locale data.
    let factIndex = FactIndex(
      countries: countries, countryCodes: index.countryCodes,
      places: { lexicon.withLocaleNames(for: countries).places },
      lexicon: lexicon, compiled: compiled)
    facts = FactReader(lexicon: lexicon, index: index, facts: factIndex)
    self.factIndex = factIndex
    countriesByCode = Deferred { CountryCodeTable(countries, codes: \Country.cca2) }
    vocabulary = Deferred { FactVocabulary(lexicon, over: countries, compiled: compiledNames) }
    rankingWords = RankingWords(lexicon: lexicon)
    placeKeywords = Deferred { Self.keywords(besidesPlaces: lexicon) }
  }

  public func interpret(_ text: String) -> Question? {
    interpret(tokens: Tokenizer.tokens(text, spelling: lexicon.spelling))
  }

  func interpret(tokens: [Token]) -> Question? {
    interpret(respelled: rankingWords.respelled(tokens, nameWords: subjects.index.nameWords))
  }

  /// The question of tokens whose ranking words were already read with their typos.
  func interpret(respelled tokens: [Token]) -> Question? {
    governing(question(in: tokens), tokens)
  }

  private func question(in tokens: [Token]) -> Question? {
    let cues = self.cues(in: tokens)
    if asksForSpeakers(tokens, cues) || asksAboutTheCapital(tokens, cues)
      || asksForAnUnnamedFigure(tokens) || asksTheShapeOfAFlag(tokens, cues)
    {
      return nil
    }
    if let conversion = clockConversion(in: tokens, cues: cues) { return conversion }
    if asksTheTimeAtAGivenTime(tokens, cues) { return nil }
    let count = self.count(in: tokens, cues: cues)
    if count == .unknown { return nil }
    let offTopic = relevant(intents.offTopicTokens(tokens), tokens, cues)
    if case .people(let people) = count {
      return population(of: people, cues: cues, offTopic: offTopic)
    }
    // A yes-or-no fact's words filter what another intent would answer ("the largest landlocked
    // country"), which that intent cannot do: to it they are off topic.
    let filters = Set(
      cues.filter { Capability.of($0.definition.intent).isYesOrNo }.flatMap(\.own))
    // A population or a ranking asked of a past year is history: the data has today's only.
    let years = intents.recentYearTokens(tokens)
    // A place the data does not know is the answer only when no other reading finds something.
    var unknown: Question?
    let named = organisation(named: tokens, cues)
    for cue in cues {
      let asksFilter = Capability.of(cue.definition.intent).isYesOrNo
      let yearsChange = [
        .population, .superlative, .comparison, .overview, .membership, .countriesInOrganisation,
      ].contains(cue.definition.intent)
      if asksMoreThanTheWay(tokens, cues, cue) { return nil }
      let offTopic = offTopic.subtracting(cue.tokens).union(asksFilter ? [] : filters)
        .union(yearsChange ? years : []).filter {
          !cue.definition.allowedTopics.contains(tokens[$0].key)
        }
      guard
        let subject = subject(
          of: named.cue(cue), in: tokens, offTopic: offTopic, cues: cues)
      else {
        continue
      }
      guard let question = named.question(cue.definition.intent, subject),
        !namesByItsPeople(subject, cue.definition.intent, tokens)
      else { continue }
      if named.filters(cue, subject) { return nil }
      if case .unknownPlace = subject {
        unknown = unknown ?? question
        continue
      }
      if case .group = subject, filtersTwice(tokens, cues, cue) || asksOfEachMember(cues, cue) {
        return nil
      }
      if cue.definition.intent == .flagDescription,
        asksForACreatureNotDescribed(tokens, subject)
      {
        return nil
      }
      if asksWhichOfAnotherKind(tokens, cue) { continue }
      // "el país con el PIB per cápita más alto de América del Sur" ranks by the figure: it asks
      // no figure of the country a name in it happens to be ("América").
      if Capability.of(cue.definition.intent).measure != nil, facts.asksForARanking(tokens) {
        continue
      }
      if cue.definition.subject != .namePrefix, leavesAWordUnplaced(tokens, cues, cue) {
        return nil
      }
      return question
    }
    if let unknown { return unknown }
    let uncued = UncuedReading(lexicon: lexicon, subjects: subjects, facts: facts)
    if offTopic.isEmpty, let prefix = uncued.truncatedPrefix(in: tokens) { return prefix }
    guard cues.isEmpty, offTopic.isEmpty else { return nil }
    return uncued.question(in: tokens)
  }

  /// `cues`: every intent the line cues, for the words a yes-or-no fact's group may not hold.
  private func subject(
    of cue: IntentCue, in tokens: [Token], offTopic: Set<Int>, cues: [IntentCue]
  ) -> Question.Subject? {
    switch cue.definition.subject {
    case .country:
      let rankings = cues.filter { Capability.of($0.definition.intent).answer == .ranking }
      if Capability.of(cue.definition.intent).isYesOrNo,
        let group = facts.groupAsked(
          in: tokens, cue: cue, offTopic: offTopic, rankingTokens: Set(rankings.flatMap(\.own)))
      {
        return group
      }
      if cue.definition.intent == .sovereignState, let pair = territoryAndState(in: tokens) {
        return pair
      }
      let subject = subjects.subject(in: tokens, cue: cue, offTopic: offTopic)
      let elsewhere = otherClauses(tokens, asking: cue.own)
      if case .country(let code) = subject,
        let other = subjects.otherCountry(
          than: code, in: tokens, excluding: cue.tokens.union(elsewhere))
      {
        return .ambiguous([code] + other)
      }
      guard case .country = subject,
        let place = facts.knownPlace(in: tokens, excluding: cue.tokens.union(elsewhere))
      else { return subject }
      return .unknownPlace(place)
    case .namePrefix:
      guard offTopic.isEmpty, let prefix = prefixes.prefix(in: tokens, cue: cue) else { return nil }
      return .prefix(prefix)
    default:
      return facts.subject(cue.definition.subject, in: tokens, cue: cue, offTopic: offTopic)
    }
  }

  /// The intents the line cues, with cue words that belong to a country's name written out given
  /// back to the name: "pays" of "Pays-Bas", "paesi" of "Paesi Bassi", "Staaten" of "Vereinigte
  /// Staaten" are words for "countries" too.
  func cues(in tokens: [Token], requiring: Bool = true) -> [IntentCue] {
    // "which country does 🇵🇹 belong to" asks whose flag it is, not which state owns a place.
    let flagged = tokens.contains { $0.flagCode != nil }
    let cues = kindFirst(intents.candidates(tokens, requiring: requiring), tokens).filter {
      !(flagged && $0.definition.intent == .sovereignState)
    }
    let index = subjects.index
    let cueTokens = Set(cues.flatMap(\.tokens))
    guard cueTokens.contains(where: { index.nameWords.contains(tokens[$0].key) }) else {
      return cues
    }
    let covered = Set(
      index.matches(in: tokens, excluding: []).filter { name in
        name.length >= 2 && name.edits <= 1 && name.tier != .partial && name.tier != .demonym
          && (name.start..<name.end).contains(where: cueTokens.contains)
      }.flatMap { $0.start..<$0.end })
    guard !covered.isEmpty else { return cues }
    return cues.compactMap { cue in
      let own = cue.own.subtracting(covered)
      guard let anchor = own.min() else { return nil }
      return IntentCue(
        definition: cue.definition, tokens: cue.tokens.subtracting(covered), anchor: anchor,
        own: own)
    }
  }

  /// "countries in Africa that speak French", "countries starting with S in Africa": two filters
  /// on one set. The quiz forms one group at a time, and answering either filter alone would look
  /// right and be wrong, so such a line is not read.
  func filtersTwice(_ tokens: [Token], _ cues: [IntentCue], _ cue: IntentCue) -> Bool {
    if cue.definition.intent != .countriesByPrefix,
      cues.contains(where: { $0.definition.intent == .countriesByPrefix })
    {
      return true
    }
    let named = [
      factIndex.region(in: tokens, excluding: []),
      factIndex.language(in: tokens, excluding: []),
      factIndex.currency(in: tokens, excluding: [], index: subjects.index),
    ].compactMap { $0 }.filter { !$0.values.isEmpty }
    return named.contains { one in
      named.contains { other in one.range != other.range && !one.range.overlaps(other.range) }
    }
  }

  /// "how many people in Germany speak English", "combien de personnes parlent anglais": a count of a
  /// language's speakers, which the data does not have. The country's population would look right and
  /// be wrong, so a line that asks how many, asks about speaking and names a language is not read.
  func asksForSpeakers(_ tokens: [Token], _ cues: [IntentCue]) -> Bool {
    let asked = Set(cues.map(\.definition.intent))
    guard asked.contains(.population),
      !asked.isDisjoint(with: [.languages, .countriesByLanguage])
    else { return false }
    return factIndex.language(in: tokens, excluding: []) != nil
  }

  /// Off-topic words count in the clauses that ask something: "I'm planning a trip, what is the
  /// capital of Australia?" asks about the capital; "trip" belongs to another clause.
  func relevant(_ offTopic: Set<Int>, _ tokens: [Token], _ cues: [IntentCue]) -> Set<Int> {
    guard !offTopic.isEmpty, let cueTokens = cues.first?.own, !cueTokens.isEmpty else {
      return offTopic
    }
    return offTopic.subtracting(otherClauses(tokens, asking: cueTokens))
  }

  /// Tokens of the clauses without a cue word ("people say Sydney | but what is the capital of …").
  private func otherClauses(_ tokens: [Token], asking cueTokens: Set<Int>) -> Set<Int> {
    var clause = 0
    var clauses: [Int] = []
    for token in tokens {
      if !clauses.isEmpty && (token.startsClause || lexicon.clauseOpeners.contains(token.key)) {
        clause += 1
      }
      clauses.append(clause)
    }
    let asking = Set(cueTokens.map { clauses[$0] })
    return Set(tokens.indices.filter { !asking.contains(clauses[$0]) })
  }
}
