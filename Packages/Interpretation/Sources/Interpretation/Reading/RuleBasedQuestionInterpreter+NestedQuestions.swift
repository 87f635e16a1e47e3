import Domain

extension RuleBasedQuestionInterpreter {
  /// "how many people live in the capital of Kenya", "welche Sprache spricht man in der Hauptstadt
  /// von Belgien", "combien d'habitants compte la capitale du Sénégal": another fact asked of a
  /// country's capital, a city the data knows only by its name. The country's fact, or its capital,
  /// would look right and be wrong, so such a line is not read.
  func asksAboutTheCapital(_ tokens: [Token], _ cues: [IntentCue]) -> Bool {
    guard let capital = cues.first(where: { $0.definition.intent == .capital }) else {
      return false
    }
    let allowed = capital.definition.allowedTopics
    // "the capital of", "the capital city of": the capital is the subject of what was asked before
    // it ("what's the capital of Santo Domingo" asks nothing of it: "domingo" comes after).
    let ofTheCapital = capital.own.filter { position in
      var next = position + 1
      while next < tokens.count, allowed.contains(tokens[next].key) { next += 1 }
      return next < tokens.count && lexicon.subjectMarkers.contains(tokens[next].key)
    }
    guard let capitalWord = ofTheCapital.min() else { return false }
    return cues.contains { cue in
      cue.definition.intent != .capital && cue.definition.intent != .reverseCapital
        && cue.definition.subject == .country && cue.own.isDisjoint(with: capital.own)
        && cue.anchor < capitalWord
    }
  }
}

extension RuleBasedQuestionInterpreter {
  /// Whether the line asks something the quiz knows it must not answer: a fact of a country's
  /// capital, a count of something other than people, or a fact with a word that changes it. Another language's reader must not
  /// answer such a line with the words it happens to know ("combien d'habitants compte la capitale
  /// du Sénégal" is no Italian question about Senegal's capital).
  func refuses(_ text: String) -> Bool {
    refuses(tokens: Tokenizer.tokens(text, spelling: lexicon.spelling))
  }

  func refuses(tokens: [Token]) -> Bool {
    let cues = self.cues(in: tokens)
    return asksAboutTheCapital(tokens, cues) || count(in: tokens, cues: cues) == .unknown
      || asksOffTopic(tokens, cues) || asksForACreatureNotDescribed(tokens, cues)
      || asksWhichOfAnotherKind(tokens, cues)
      || (cues.first.map { leavesAWordUnplaced(tokens, cues, $0) } ?? false)
  }

  /// Whether every cue of the line comes with a word that changes what it asks into something the
  /// data does not hold ("la plus grande ville du Maroc": a city, not the country).
  private func asksOffTopic(_ tokens: [Token], _ cues: [IntentCue]) -> Bool {
    guard !cues.isEmpty else { return false }
    let offTopic = relevant(intents.offTopicTokens(tokens), tokens, cues)
    guard !offTopic.isEmpty else { return false }
    return cues.allSatisfy { cue in
      !offTopic.subtracting(cue.tokens).filter {
        !cue.definition.allowedTopics.contains(tokens[$0].key)
      }.isEmpty
    }
  }
}
