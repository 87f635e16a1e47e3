import Domain

extension CountryNameIndex {
  /// The countries `tokens` name by their people ("what do Iranians speak", "die Österreicher"),
  /// never starting on a token in `excluded`. Only a line with a word that is no filler or cue and
  /// that is a name by itself looks: the table is built for the first such line, not for "capital of
  /// Belgium" ("French", a word of names, is still looked up: "the French flag").
  func demonymMatches(in tokens: [Token], excluding excluded: Set<Int>) -> [CountryMatch] {
    let mayNamePeople = tokens.indices.contains { position in
      let token = tokens[position]
      return !excluded.contains(position) && token.isWritten && !token.isNumber
        && !isFillerOrCue(token.key) && !isWholeName(token.key)
    }
    guard mayNamePeople else { return [] }
    let table = demonyms.value
    var found: [CountryMatch] = []
    for start in tokens.indices where !excluded.contains(start) && tokens[start].isWritten {
      for entry in table.entries(startingWith: tokens[start].key) {
        if let edits = restMatches(entry, tokens, from: start, excluded: excluded) {
          found.append(
            CountryMatch(
              codes: entry.codes, start: start, length: entry.words.count, edits: edits,
              tier: entry.tier))
        }
      }
    }
    return found
  }

  /// Whether `key` is a filler or a cue word of the lexicon.
  private func isFillerOrCue(_ key: String) -> Bool {
    fillers.contains(key) || keywords.contains(key)
  }

  /// Whether `key` alone is an entry of the names' table ("belgium", "peru").
  private func isWholeName(_ key: String) -> Bool {
    names.entries(startingWith: key).contains { $0.words.count == 1 }
  }
}
