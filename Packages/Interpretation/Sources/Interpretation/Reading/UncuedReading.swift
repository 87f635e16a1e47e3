import Domain

/// Questions without a cue word: a flag emoji ("🇧🇷 which country is this"), a code asked about
/// ("which country is UA"), a country and a region ("is Turkey in Europe or Asia"), a word cut short
/// ("list countries SOU..."), a country's name alone ("Peru", "mongolia?"), which asks for an overview,
/// or a capital's name with nothing but "which country" around it ("which country has Canberra").
struct UncuedReading {
  let lexicon: Lexicon
  let subjects: SubjectReader
  let facts: FactReader

  /// "list countries SOU...", "countries matching south*": a word cut short is a prefix.
  func truncatedPrefix(in tokens: [Token]) -> Question? {
    guard let truncated = tokens.firstIndex(where: \.isTruncated),
      tokens.contains(where: { lexicon.places.countryNouns.contains($0.key) })
    else { return nil }
    return Question(intent: .countriesByPrefix, subject: .prefix(tokens[truncated].text))
  }

  func question(in tokens: [Token]) -> Question? {
    let none = IntentCue(
      definition: IntentDefinition(intent: .overview, keywords: []), tokens: [], anchor: 0)
    if let subject = facts.subject(.flagEmoji, in: tokens, cue: none, offTopic: []) {
      return Question(intent: .reverseFlag, subject: subject)
    }
    if let subject = facts.subject(.code, in: tokens, cue: none, offTopic: []) {
      return Question(intent: .reverseIsoCode, subject: subject)
    }
    guard let match = subjects.nameMatch(in: tokens) else { return capitalAlone(in: tokens) }
    let rest = tokens.indices.filter { !(match.start..<match.end).contains($0) }
    if let region = facts.region(in: tokens, excluding: Set(match.start..<match.end)),
      region.values.first.map({ !$0.isEmpty }) ?? false
    {
      let second = facts.region(
        in: tokens, excluding: Set(match.start..<match.end).union(region.range))
      let others = rest.filter {
        !region.range.contains($0) && !(second?.range.contains($0) ?? false)
      }
      guard others.allSatisfy({ lexicon.fillers.contains(tokens[$0].key) }) else { return nil }
      return Question(intent: .region, subject: subjects.subject(of: match))
    }
    guard rest.allSatisfy({ lexicon.fillers.contains(tokens[$0].key) }) else { return nil }
    return Question(intent: .overview, subject: subjects.subject(of: match))
  }

  /// "which country has Canberra", "Canberra?": the country whose capital it is.
  private func capitalAlone(in tokens: [Token]) -> Question? {
    let none = IntentCue(
      definition: IntentDefinition(intent: .reverseCapital, subject: .capitalCity, keywords: []),
      tokens: [], anchor: 0)
    guard let subject = facts.subject(.capitalCity, in: tokens, cue: none, offTopic: []),
      let match = facts.capitalRange(in: tokens),
      tokens.indices.allSatisfy({ position in
        match.contains(position) || lexicon.fillers.contains(tokens[position].key)
          || lexicon.places.countryNouns.contains(tokens[position].key)
      })
    else { return nil }
    return Question(intent: .reverseCapital, subject: subject)
  }
}
