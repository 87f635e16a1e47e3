import Domain

extension RuleBasedQuestionInterpreter {
  /// The organisation a line names, read once per line and only when an organisation's words cue
  /// something: what a membership question asks about, and words another question's subject may
  /// hold ("population of the EU" asks about a place that is no country).
  struct NamedOrganisation {
    let organisation: Organisation?
    let range: Range<Int>?

    /// The cue as `intent` reads its subject: an organisation's words belong to a membership
    /// question's cue, and to any other question's subject.
    func cue(_ cue: IntentCue) -> IntentCue {
      guard let range, !Self.asksMembership(cue.definition.intent) else { return cue }
      return IntentCue(
        definition: cue.definition, tokens: cue.tokens.subtracting(range), anchor: cue.anchor,
        own: cue.own.subtracting(range))
    }

    /// The question `intent` asks of `subject`; nil for a membership question that names no
    /// organisation the quiz knows ("is France a member of the WTO"): none is guessed.
    func question(_ intent: Intent, _ subject: Question.Subject) -> Question? {
      guard intent == .membership else { return Question(intent: intent, subject: subject) }
      guard let organisation else {
        if case .country = subject { return nil }
        return Question(intent: intent, subject: subject)
      }
      return Question(intent: intent, subject: subject, organisation: organisation)
    }

    static func asksMembership(_ intent: Intent) -> Bool {
      intent == .membership || intent == .countriesInOrganisation
    }
  }

  func organisation(named tokens: [Token], _ cues: [IntentCue]) -> NamedOrganisation {
    guard cues.contains(where: { NamedOrganisation.asksMembership($0.definition.intent) }),
      let (organisation, range) = facts.organisation(in: tokens)
    else { return NamedOrganisation(organisation: nil, range: nil) }
    return NamedOrganisation(organisation: organisation, range: range)
  }
}
