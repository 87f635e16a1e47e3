import Domain

extension CountryNameIndex {
  /// Whether `token` may name a country by its people ("what do Iranians speak", "die
  /// Österreicher"): no filler, cue or name by itself. Only a line with such a word outside what a
  /// match excludes looks, so the table is built for the first such line, not for "capital of
  /// Belgium" ("French", a word of names, is still looked up: "the French flag").
  func mayNamePeople(_ token: Token) -> Bool {
    token.isWritten && !token.isNumber && !isFillerOrCue(token.key) && !isWholeName(token.key)
  }

  /// The countries `tokens` name by their people from the word at `start` on.
  func demonymMatches(startingAt start: Int, in tokens: [Token]) -> [CountryMatch] {
    demonyms.value.entries(startingWith: tokens[start].key).compactMap { entry in
      restMatches(entry, tokens, from: start).map { edits in
        CountryMatch(
          codes: entry.codes, start: start, length: entry.words.count, edits: edits,
          tier: entry.tier)
      }
    }
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
