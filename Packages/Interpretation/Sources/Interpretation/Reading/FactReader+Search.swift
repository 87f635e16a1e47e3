extension FactReader {
  /// What follows the search cue, past its lead-in words ("search for guinea", "find countries with
  /// 'island'"). Nothing when the words left ask something else ("find the capital of Peru").
  func searchText(in tokens: [Token], cue: IntentCue, offTopic: Set<Int>) -> String? {
    guard offTopic.isEmpty, let last = cue.own.max() else { return nil }
    var position = last + 1
    while position < tokens.count, !tokens[position].isQuoted,
      lexicon.places.searchLeadIns.contains(tokens[position].key)
        || lexicon.fillers.contains(tokens[position].key)
        || lexicon.places.countryNouns.contains(tokens[position].key)
        || cue.own.contains(position)
    {
      position += 1
    }
    let words = tokens[min(position, tokens.count)...].filter {
      !lexicon.fillers.contains($0.key) || $0.isQuoted
    }
    guard !words.isEmpty, position < tokens.count,
      !(position..<tokens.count).contains(where: {
        cue.tokens.contains($0) && !cue.own.contains($0) && !tokens[$0].isQuoted
          && keywords.contains(tokens[$0].key)
          && !lexicon.places.countryNouns.contains(tokens[$0].key)
      }),
      !words.contains(where: { !$0.isQuoted && isTypoOfAnotherIntentsKeyword($0.key) })
    else { return nil }
    return text(of: tokens[position...])
  }

  /// A word one typo from another intent's keyword ("capiral"): the line asks something else, so it
  /// is no search. Short words are left out: too many are one letter from a keyword.
  private func isTypoOfAnotherIntentsKeyword(_ key: String) -> Bool {
    key.utf8.count >= 5 && !lexicon.places.countryNouns.contains(key)
      && !otherKeywordTypos.value.neighbours(of: key).isEmpty
  }
}
