/// Where the question says what it asks: the intent's definition and the words that cued it.
struct IntentCue: Sendable {
  let definition: IntentDefinition
  /// Tokens that belong to the cue (never part of a country name or an unknown place).
  let tokens: Set<Int>
  /// The first cue word, where a prefix is looked for.
  let anchor: Int
  /// The words that cue this intent itself, not the others cued alongside it.
  var own: Set<Int> = []
}

extension IntentCue {
  func excluding(_ range: Range<Int>?) -> IntentCue {
    guard let range else { return self }
    return IntentCue(definition: definition, tokens: tokens.subtracting(range), anchor: anchor)
  }
}
