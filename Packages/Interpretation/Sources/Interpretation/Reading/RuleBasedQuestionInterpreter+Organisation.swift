import Domain

extension RuleBasedQuestionInterpreter {
  /// The organisation a line names, read once per line and only when an organisation's words cue
  /// something: what a membership question asks about, and words another question's subject may
  /// hold ("population of the EU" asks about a place that is no country).
  struct NamedOrganisation {
    let organisation: Organisation?
    let range: Range<Int>?
    /// Whether the line says "member", "part of" besides the organisation's name.
    var speaksOfMembers = false

    /// The cue as `intent` reads its subject: an organisation's words belong to a membership
    /// question's cue, and to any other question's subject.
    func cue(_ cue: IntentCue) -> IntentCue {
      guard let range, !Self.asksMembership(cue.definition.intent) else { return cue }
      // "does Norway belong to the EU" asks a membership with a territory's words: the
      // organisation's words are its cue's, as a membership question's are.
      if cue.definition.intent == .sovereignState {
        return IntentCue(
          definition: cue.definition, tokens: cue.tokens.union(range), anchor: cue.anchor,
          own: cue.own.union(range))
      }
      return IntentCue(
        definition: cue.definition, tokens: cue.tokens.subtracting(range), anchor: cue.anchor,
        own: cue.own.subtracting(range))
    }

    /// The question `intent` asks of `subject`; nil for a membership question that names no
    /// organisation the quiz knows ("is France a member of the WTO"): none is guessed, and a line
    /// naming two countries and no organisation asks whether one belongs to the other ("is Puerto
    /// Rico part of the United States"), which is no membership.
    func question(_ intent: Intent, _ subject: Question.Subject) -> Question? {
      if intent == .sovereignState, let organisation {
        return Question(intent: .membership, subject: subject, organisation: organisation)
      }
      guard intent == .membership else { return Question(intent: intent, subject: subject) }
      guard let organisation else {
        switch subject {
        case .country, .ambiguous, .between: return nil
        default: return Question(intent: intent, subject: subject)
        }
      }
      return Question(intent: intent, subject: subject, organisation: organisation)
    }

    /// Whether the organisation named filters what another intent answers: a set ("EU countries
    /// that speak French"; the quiz forms one group at a time, and either filter alone would look
    /// right and be wrong), or anything, once the line speaks of members ("EU members that speak
    /// French" is no question about France's languages).
    func filters(_ cue: IntentCue, _ subject: Question.Subject) -> Bool {
      guard organisation != nil, !Self.asksMembership(cue.definition.intent) else { return false }
      if case .group = subject { return true }
      return speaksOfMembers
    }

    static func asksMembership(_ intent: Intent) -> Bool {
      intent == .membership || intent == .countriesInOrganisation
    }
  }

  /// Whether a membership question's country is named only by its people's word ("EU members
  /// that speak French" asks nothing of France).
  func namesByItsPeople(_ subject: Question.Subject, _ intent: Intent, _ tokens: [Token]) -> Bool {
    guard intent == .membership, case .country(let code) = subject else { return false }
    let matches = subjects.nameMatches(in: tokens).filter { $0.codes.contains(code) }
    return !matches.isEmpty && matches.allSatisfy { $0.tier == .demonym }
  }

  func organisation(named tokens: [Token], _ cues: [IntentCue]) -> NamedOrganisation {
    guard
      cues.contains(where: {
        NamedOrganisation.asksMembership($0.definition.intent)
          || $0.definition.intent == .sovereignState
      }),
      let (organisation, range) = facts.organisation(in: tokens)
    else { return NamedOrganisation(organisation: nil, range: nil) }
    var named = NamedOrganisation(organisation: organisation, range: range)
    named.speaksOfMembers = cues.contains {
      NamedOrganisation.asksMembership($0.definition.intent) && !$0.own.isSubset(of: Set(range))
    }
    return named
  }
}
