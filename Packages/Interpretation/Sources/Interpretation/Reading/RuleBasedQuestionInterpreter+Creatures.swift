import Domain

extension RuleBasedQuestionInterpreter {
  /// "which animal is on Mexico's flag": a living thing asked of a flag whose description names
  /// none (Mexico's shows a coat of arms the data does not describe). The description would look
  /// like the answer and be none, so such a line is not read; where the description names one
  /// ("a grey red-crested crane"), it is the answer.
  func asksForACreatureNotDescribed(_ tokens: [Token], _ subject: Question.Subject) -> Bool {
    guard case .country(let code) = subject, asksForACreature(tokens) else { return false }
    let description = countriesByCode.value[code]?.flag.description ?? ""
    let described = Set(Tokenizer.tokens(description, spelling: .none).map(\.key))
    return described.isDisjoint(with: lexicon.places.describedCreatures)
  }

  /// The same of a line the language may refuse for every other language.
  func asksForACreatureNotDescribed(_ tokens: [Token], _ cues: [IntentCue]) -> Bool {
    guard cues.contains(where: { $0.definition.intent == .flagDescription }),
      asksForACreature(tokens), let match = subjects.nameMatch(in: tokens)
    else { return false }
    return asksForACreatureNotDescribed(tokens, subjects.subject(of: match))
  }

  private func asksForACreature(_ tokens: [Token]) -> Bool {
    tokens.contains { lexicon.places.creatureWords.contains($0.key) }
  }
}
