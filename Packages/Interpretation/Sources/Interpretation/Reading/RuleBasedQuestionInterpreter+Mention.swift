import Domain

extension RuleBasedQuestionInterpreter {
  /// The country and the kind of question a line names, read loosely, for the example of a refusal:
  /// never a reading of the line.
  public func mention(in text: String) -> Mention {
    mention(tokens: Tokenizer.tokens(text, spelling: lexicon.spelling))
  }

  /// The same, of a line already split and read with this language's spelling: the intent of the
  /// first cue of a fact of one country (else of the first cue: "flag" cues the flag before the
  /// country of a flag), and the first country named outright (one country, at most one typo, not
  /// a demonym).
  func mention(tokens: [Token]) -> Mention {
    let cues = self.cues(in: tokens)
    let cue = cues.first { $0.definition.intent.isAboutOneCountry } ?? cues.first
    let cueTokens = cue?.tokens ?? []
    let named = subjects.nameMatches(in: tokens).filter { match in
      match.tier != .demonym && match.tier != .partial && match.edits <= 1
        && match.codes.count == 1
        && !(match.start..<match.end).contains(where: cueTokens.contains)
    }
    return Mention(
      country: named.min { $0.start < $1.start }?.codes.first,
      intent: cue?.definition.intent)
  }
}
