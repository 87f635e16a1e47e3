extension RuleBasedQuestionInterpreter {
  /// Whether a line that asks nothing of its own says nothing but names, follow-up, filler and
  /// ranking words ("¿y de Argentina?", "what about Spain?"), so that it may ask the conversation's
  /// question of the country it names. A word the language's pack does not place ("cuál es el río
  /// de Argentina") asks something else: repeating the last question, or giving an overview, would
  /// look right and be wrong.
  func saysOnlyNames(_ tokens: [Token], _ named: [CountryMatch]) -> Bool {
    let names = Set(
      (named + subjects.nameMatches(in: tokens)).flatMap { $0.start..<$0.end })
    let followUps = lexicon.followUps
    let places = lexicon.places
    return tokens.indices.allSatisfy { position in
      let key = tokens[position].key
      return names.contains(position) || tokens[position].flagCode != nil
        || lexicon.fillers.contains(key) || followUps.pointers.contains(key)
        || followUps.openers.contains(key) || followUps.openingPairs.contains { $0.contains(key) }
        || places.countryNouns.contains(key) || places.worldWords.contains(key)
        || places.measures[key] != nil || places.superlatives[key] != nil
        || places.comparatives[key] != nil || lexicon.subjectMarkers.contains(key)
        || lexicon.joiningWords.contains(key)
    }
  }
}
