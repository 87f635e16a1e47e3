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

  /// "the richest country in Europe": a superlative or comparative of a figure it does not name (the
  /// GDP or per person?). No reading guesses the figure, and none reads the rest of the line as
  /// another question (the countries of Europe, the largest by area).
  func asksForAnUnnamedFigure(_ tokens: [Token]) -> Bool {
    let places = lexicon.places
    let orders = tokens.indices.filter {
      places.superlatives[tokens[$0].key] != nil || places.comparatives[tokens[$0].key] != nil
    }
    guard !orders.isEmpty, orders.allSatisfy({ places.figureOrders.contains(tokens[$0].key) }),
      !tokens.contains(where: { places.measures[$0.key] != nil })
    else { return false }
    // A word of a name is the name's ("Puerto Rico").
    let named = subjects.nameMatches(in: tokens).flatMap { $0.start..<$0.end }
    return !Set(orders).isSubset(of: named)
  }
}
