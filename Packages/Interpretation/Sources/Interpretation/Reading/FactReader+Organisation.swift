import Domain

extension FactReader {
  /// The one organisation the line names and where, when it names one; nil when it names none,
  /// or two ("is France in the EU and NATO" asks two questions, answered as neither).
  func organisation(in tokens: [Token]) -> (Organisation, Range<Int>)? {
    guard let match = facts.organisation(in: tokens, excluding: []), match.values.count == 1,
      let organisation = Organisation(rawValue: match.values[0])
    else { return nil }
    if let other = facts.organisation(in: tokens, excluding: Set(match.range)),
      other.values != match.values
    {
      return nil
    }
    return (organisation, match.range)
  }

  /// An organisation's members, or those in a region ("NATO members in Africa": one group, not
  /// the two filters the quiz refuses), when the line says nothing else: another group, a country
  /// or a word no reading places would make the members a wrong answer that looks right.
  func organisationGroup(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>)
    -> Question.Subject?
  {
    guard offTopic.isEmpty, let (organisation, range) = organisation(in: tokens) else {
      return nil
    }
    var named = cue.own.union(range)
    let region = facts.region(in: tokens, excluding: named)
    if let region { named.formUnion(region.range) }
    let places = lexicon.places
    let counting = Set(lexicon.countPhrases.joined())
    let saysNothingElse = tokens.indices.allSatisfy { position in
      let key = tokens[position].key
      return named.contains(position) || lexicon.fillers.contains(key)
        || places.countryNouns.contains(key) || places.worldWords.contains(key)
        || lexicon.subjectMarkers.contains(key) || counting.contains(key)
        || !tokens[position].isWritten
    }
    guard saysNothingElse, !namesCountry(tokens, excluding: named) else { return nil }
    guard let region else { return .group(.organisation(organisation)) }
    guard region.values.count == 1, let name = region.values.first, !name.isEmpty else {
      return .unknownPlace(text(of: tokens[region.range]))
    }
    return .group(.organisation(organisation, region: name))
  }
}
