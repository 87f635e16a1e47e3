import Domain

extension RuleBasedQuestionInterpreter {
  /// "what shape is the flag of Nepal", "la forme du drapeau du Népal": the shape of a flag, which is
  /// not the country's outline, and which the flag's own answer does not say either; such a line is
  /// not read. A flag word of any pack counts: another language's reader may take the line up.
  func asksTheShapeOfAFlag(_ tokens: [Token], _ cues: [IntentCue]) -> Bool {
    cues.contains { $0.definition.intent == .shape }
      && tokens.contains { Self.flagWords.contains($0.key) }
  }

  /// The six packs' words for a flag, folded.
  static let flagWords: Set<String> = [
    "flag", "flags", "drapeau", "drapeaux", "bandera", "banderas", "flagge", "flaggen", "fahne",
    "fahnen", "bandeira", "bandeiras", "bandiera", "bandiere",
  ]
}
