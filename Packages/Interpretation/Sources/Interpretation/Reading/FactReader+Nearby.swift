import Domain

extension FactReader {
  /// The country named ("closest countries to Peru"), or the person asking when the rest of the line
  /// only points at them ("countries near me", "what's around here").
  func nearby(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>) -> Question.Subject? {
    guard offTopic.isEmpty else { return nil }
    if let match = index.bestMatch(in: tokens, excluding: cue.tokens) {
      return match.codes.count == 1 ? .country(match.codes[0]) : .ambiguous(match.codes)
    }
    return pointsAtUser(tokens, cue: cue) ? .userLocation : nil
  }

  /// Two countries named ("how far is Chile from Peru"), or one, measured from the person asking;
  /// a land route may name the same country twice.
  func distance(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>)
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
    case 2 where cue.definition.intent == .landRoute:
      // "to Spain from Germany" starts in Germany; "from France to France" where it ends.
      let starts = lexicon.places.routeStarts
      func startsAt(_ match: CountryMatch) -> Bool {
        match.start > 0 && starts.contains(tokens[match.start - 1].key)
      }
      let swapped = startsAt(named[1]) && !startsAt(named[0])
      return .between(swapped ? named[1].codes + named[0].codes : named[0].codes + named[1].codes)
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
}
