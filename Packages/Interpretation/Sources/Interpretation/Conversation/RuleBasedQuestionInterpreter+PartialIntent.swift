import Domain

extension RuleBasedQuestionInterpreter {
  /// The intent a line without a subject asks for. Readings that need a clue the line lacks (a
  /// capital, a code, a flag) drop out, and so do those whose questions name their own country
  /// ("what time is it" asks no country's time); a ranking or comparison needs its word
  /// ("biggest", "more"); "countries" asks about a group, otherwise the question is about the
  /// country talked about.
  func partialIntent(_ cues: [IntentCue], _ tokens: [Token]) -> Intent? {
    let places = lexicon.places
    let hasSuperlative = tokens.contains { places.superlatives[$0.key] != nil }
    let hasComparative = tokens.contains { places.comparatives[$0.key] != nil }
    let asksGroup = tokens.contains { places.countryNouns.contains($0.key) }
    let hasMeasure = tokens.contains { places.measures[$0.key] != nil }
    // "countries" alone cues the sets; "which countries border it" asks about the neighbours.
    // A country's fact cued only by a named thing ("yen") is not asked for ("how many yen is …").
    let usable = cues.filter { cue in
      !cue.own.allSatisfy { places.countryNouns.contains(tokens[$0].key) }
        && !(cue.definition.subject == .country
          && cue.own.allSatisfy { cue.definition.exactKeywords.contains(tokens[$0].key) })
    }.map(\.definition).filter { !Capability.of($0.intent).namesItsCountry }.filter { definition in
      switch definition.subject {
      case .capitalCity, .code, .flagEmoji, .namePrefix: false
      case .ranking: hasSuperlative && hasMeasure
      case .comparison: hasComparative && hasMeasure
      default: true
      }
    }
    let preferred = usable.first { definition in
      switch definition.subject {
      case .country: !asksGroup
      case .region, .language, .currency: asksGroup
      default: true
      }
    }
    return (preferred ?? usable.first)?.intent
  }
}
