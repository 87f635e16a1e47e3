/// Finds which intent a question cues, ignoring look-alikes ("venture capital", "zip code").
final class IntentReader: Sendable {
  private let lexicon: Lexicon
  private let keywordTypos: LazyTypoIndex
  /// The intents by keyword, weak keyword and phrase, read so the per-token loop never copies an
  /// `IntentDefinition`; and the off-topic phrases.
  private let words: IntentWordIndex
  private let nounTypos: LazyTypoIndex

  private let nameWords: WordSet

  /// `compiled`: the tables compiled for the bundled snapshot, which hold the intents' words
  /// (`IntentWordIndex`) and their keywords' typo index; built from `lexicon` when nil.
  init(lexicon: Lexicon, nameWords: WordSet, compiled: CompiledNames? = nil) {
    self.lexicon = lexicon
    self.nameWords = nameWords
    words = IntentWordIndex(lexicon: lexicon, compiled: compiled)
    // The keywords read with a typo: compiled, or gathered with their index when a word is first
    // not found (1.6 M instructions of a line with a word no language knows).
    keywordTypos =
      compiled.map { LazyTypoIndex(compiled: $0.keywordTypos) }
      ?? LazyTypoIndex { TypoIndex(words: Self.typoKeywords(of: lexicon)) }
    nounTypos = LazyTypoIndex { TypoIndex(words: lexicon.intents.flatMap(\.requiresOneOf)) }
  }

  /// The keywords read with a typo: every intent's, but those that count only as typed.
  static func typoKeywords(of lexicon: Lexicon) -> Set<String> {
    let exact = Set(lexicon.intents.flatMap(\.exactKeywords))
    return Set(lexicon.intents.flatMap(\.keywords)).filter { !exact.contains($0) }
  }

  /// Every intent the question cues, best first: most cue words, then the lexicon's order (specific
  /// readings such as "the country whose capital is …" before general ones). Empty when nothing is
  /// cued or a keyword was only used in another sense ("capital letter rules").
  /// `requiring: false` waives each intent's required noun, for a follow-up that points back at it
  /// ("what colours are on it?" after a flag).
  func candidates(_ tokens: [Token], requiring: Bool = true) -> [IntentCue] {
    var strong: [Int: Set<Int>] = [:]
    var weak: [Int: Set<Int>] = [:]
    var sawFalseFriend = false
    for (position, token) in tokens.enumerated() {
      for index in keywordIntents(token.key) {
        if isFalseFriend(at: position, tokens, lexicon.intents[index]) {
          sawFalseFriend = true
        } else {
          strong[index, default: []].insert(position)
        }
      }
      for index in words.weakIntents(token.key) {
        weak[index, default: []].insert(position)
      }
      for (index, phrase) in words.phrases(startingWith: token.key)
      where matches(phrase, tokens, at: position) {
        strong[index, default: []].formUnion(position..<(position + phrase.count))
      }
    }
    if strong.isEmpty && sawFalseFriend { return [] }
    let cued = (strong.isEmpty ? weak : strong).filter {
      !requiring || requirementMet(lexicon.intents[$0.key], tokens)
    }
    var cueTokens: Set<Int> = []
    for tokens in strong.values { cueTokens.formUnion(tokens) }
    return cued.sorted { lhs, rhs in
      lhs.value.count != rhs.value.count ? lhs.value.count > rhs.value.count : lhs.key < rhs.key
    }.compactMap { index, own in
      own.min().map {
        IntentCue(
          definition: lexicon.intents[index], tokens: cueTokens.union(own), anchor: $0, own: own)
      }
    }
  }

  /// Tokens that put the question off topic ("president", "per capita", "how to", "make a flag").
  func offTopicTokens(_ tokens: [Token]) -> Set<Int> {
    var found: Set<Int> = []
    for (position, token) in tokens.enumerated() {
      // A year asks about history or the future ("in 2050"), which the data cannot answer; a
      // recent one ("capital of Japan in 2019") asks what the data still tells, except of a
      // number that changes every year (`yearsChange`).
      let isYear = Self.year(token) != nil && !Self.recentYears.contains(Self.year(token) ?? 0)
      if lexicon.offTopicWords.contains(token.key) || lexicon.offTopicVerbs.contains(token.key)
        || isYear
      {
        found.insert(position)
      }
      for phrase in words.offTopicPhrases(startingWith: token.key)
      where matches(phrase, tokens, at: position) {
        found.formUnion(position..<(position + phrase.count))
      }
    }
    return found
  }

  /// The years whose facts the data (as of 2026) still tells: a capital, a code, a currency or a
  /// driving side asked "in 2019" is today's, where none of them changed.
  static let recentYears = 2010...2026

  /// The year a token is, when it is one ("1985", "2019").
  static func year(_ token: Token) -> Int? {
    guard token.key.utf8.count == 4, token.isNumber,
      token.key.first == "1" || token.key.first == "2"
    else { return nil }
    return Int(token.key)
  }

  /// The tokens that are a recent year: off topic to the intents whose answer changes each year.
  func recentYearTokens(_ tokens: [Token]) -> Set<Int> {
    Set(tokens.indices.filter { Self.year(tokens[$0]).map(Self.recentYears.contains) == true })
  }

  /// The keyword `key` is read as when it is a typo of one ("capitl" → "capital"); nil for a keyword
  /// as typed or a word that is none.
  func keywordCorrected(_ key: String) -> String? {
    guard words.keywordIntents(key) == nil, !keywordIntents(key).isEmpty else { return nil }
    // A word one typo from two keywords ("capitl": "capital", "capitol") is named by the one the
    // language's help uses, else by the first in alphabetical order: the same whichever order a
    // typo index (built from a set, or compiled) gives them in.
    let keywords = keywordTypos.neighbours(of: key).filter { words.keywordIntents($0) != nil }
    return keywords.filter(lexicon.labelWords.contains).min() ?? keywords.min()
  }

  /// A noun some reading needs ("country", "flag", "letter"), or one typo from one ("coutry");
  /// shorter words are too often another word one letter away ("était", "état").
  func isRequiredNoun(_ key: String) -> Bool {
    key.utf8.count >= 6 && !nounTypos.neighbours(of: key).isEmpty
  }

  private func keywordIntents(_ key: String) -> [Int] {
    if let indices = words.keywordIntents(key) { return indices }
    guard !lexicon.notTypos.contains(key), !lexicon.fillers.contains(key), !nameWords.contains(key)
    else {
      return []
    }
    return keywordTypos.neighbours(of: key).lazy.compactMap { self.words.keywordIntents($0) }.first
      ?? []
  }

  private func isFalseFriend(at position: Int, _ tokens: [Token], _ definition: IntentDefinition)
    -> Bool
  {
    if position > 0 && definition.falseFriendsBefore.contains(tokens[position - 1].key) {
      return true
    }
    if position + 1 < tokens.count
      && definition.falseFriendsAfter.contains(tokens[position + 1].key)
    {
      return true
    }
    return false
  }

  private func requirementMet(_ definition: IntentDefinition, _ tokens: [Token]) -> Bool {
    guard !definition.requiresOneOf.isEmpty else { return true }
    return tokens.contains { token in
      definition.requiresOneOf.contains(token.key)
        || nounTypos.neighbours(of: token.key).contains(where: definition.requiresOneOf.contains)
    }
  }

  private func matches(_ phrase: [String], _ tokens: [Token], at position: Int) -> Bool {
    guard position + phrase.count <= tokens.count else { return false }
    for (offset, word) in phrase.enumerated() where tokens[position + offset].key != word {
      return false
    }
    return true
  }
}
