import Domain
import Synchronization

extension CountryNameIndex {
  /// How many words `firstWords(_:)` keeps before it starts again: a daemon reads any word.
  static let firstWordsKept = 4_096

  /// The words a name starting at a line's word `key` may begin with: the word as typed and, where it
  /// may be a typo, the data's and the lexicon's first words of names one edit away (a translated
  /// name's only where the first letter is right), and long words with doubled letters undone.
  func firstWords(_ key: String) -> [(word: String, edits: Int)] {
    guard mayBeTypo(key) else { return [(key, 0)] }
    if let known = firstWordsByKey.withLock({ $0[key] }) { return known }
    let found = typoFirstWords(key)
    firstWordsByKey.withLock { kept in
      if kept.count >= Self.firstWordsKept { kept.removeAll(keepingCapacity: true) }
      kept[key] = found
    }
    return found
  }

  private func typoFirstWords(_ key: String) -> [(word: String, edits: Int)] {
    var firstWords: [(word: String, edits: Int)] = [(key, 0)]
    var typos: [String] = []
    for neighbour in firstWordTypos.neighbours(of: key) where acceptsTypo(key, of: neighbour) {
      typos.append(neighbour)
    }
    for neighbour in translatedFirstWordTypos.neighbours(of: key)
    where !typos.contains(neighbour) && acceptsTypo(key, of: neighbour, tier: .translation) {
      typos.append(neighbour)
    }
    // A word that is exactly a capital, region, language or currency ("Manama", "Malé") is
    // that, not a country's name with a typo ("Panama", "Mali").
    if !typos.isEmpty, !knownWords.value.contains(key) {
      firstWords += typos.map { ($0, 1) }
    }
    // Only for words that name nothing as typed or with one typo: the table is built on first use.
    if key.utf8.count >= 7, firstWords.count == 1, !names.hasEntry(startingWith: key) {
      for word in firstWordsWithoutDoubles(Self.withoutDoubles(key)) where word != key {
        firstWords.append((word, 1))
      }
    }
    return firstWords
  }
}
