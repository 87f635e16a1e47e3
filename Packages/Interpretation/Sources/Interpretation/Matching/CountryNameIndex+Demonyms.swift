import Domain

extension CountryNameIndex {
  /// The words of `tokens` that may name a country by its people ("what do Iranians speak", "die
  /// Österreicher"): no filler, cue or name by itself. Only a line with such a word outside what a
  /// match excludes looks, so the table is built for the first such line, not for "capital of
  /// Belgium" ("French", a word of names, is still looked up: "the French flag").
  func peopleWords(_ tokens: [Token]) -> [Int] {
    tokens.indices.filter { position in
      let token = tokens[position]
      return token.isWritten && !token.isNumber && !isFillerOrCue(token.key)
        && !isWholeName(token.key)
    }
  }

  /// The countries `tokens` name by their people, anywhere in the line.
  func allDemonymMatches(in tokens: [Token]) -> [CountryMatch] {
    let table = demonyms.value
    var found: [CountryMatch] = []
    for start in tokens.indices where tokens[start].isWritten {
      for entry in table.entries(startingWith: tokens[start].key) {
        if let edits = restMatches(entry, tokens, from: start) {
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
