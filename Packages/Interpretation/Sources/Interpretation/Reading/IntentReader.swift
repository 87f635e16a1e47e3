/// Finds which intent a question cues, ignoring look-alikes ("venture capital", "zip code").
final class IntentReader: Sendable {
  private let lexicon: Lexicon
  private let keywordTypos: TypoIndex
  private let intentByKeyword: [String: Int]
  private let nounTypos: TypoIndex
  /// Per intent index: weak keywords, phrases by their first word, subject kind, requirement. Read once,
  /// so the per-token loop never copies an `IntentDefinition`.
  private let weakIntentsByKeyword: [String: [Int]]
  private let phrasesByFirstWord: [String: [(intent: Int, phrase: [String])]]
  private let offTopicPhrasesByFirstWord: [String: [[String]]]

  private let nameWords: Set<String>

  init(lexicon: Lexicon, nameWords: Set<String>) {
    self.lexicon = lexicon
    self.nameWords = nameWords
    var byKeyword: [String: Int] = [:]
    for (index, definition) in lexicon.intents.enumerated() {
      for keyword in definition.keywords where byKeyword[keyword] == nil {
        byKeyword[keyword] = index
      }
    }
    intentByKeyword = byKeyword
    keywordTypos = TypoIndex(words: byKeyword.keys)
    nounTypos = TypoIndex(words: lexicon.intents.flatMap(\.requiresOneOf))
    var weak: [String: [Int]] = [:]
    var phrases: [String: [(intent: Int, phrase: [String])]] = [:]
    for (index, definition) in lexicon.intents.enumerated() {
      for keyword in definition.weakKeywords { weak[keyword, default: []].append(index) }
      for phrase in definition.phrases where !phrase.isEmpty {
        phrases[phrase[0], default: []].append((index, phrase))
      }
    }
    weakIntentsByKeyword = weak
    phrasesByFirstWord = phrases
    offTopicPhrasesByFirstWord = Dictionary(
      grouping: lexicon.offTopicPhrases.filter { !$0.isEmpty }
    ) { $0[0] }
  }

  func read(_ tokens: [Token]) -> IntentCue? {
    var strong: [Int: Set<Int>] = [:]
    var weak: [Int: Set<Int>] = [:]
    var sawFalseFriend = false
    for (position, token) in tokens.enumerated() {
      if let index = keywordIntent(token.key) {
        if isFalseFriend(at: position, tokens, lexicon.intents[index]) {
          sawFalseFriend = true
        } else {
          strong[index, default: []].insert(position)
        }
      }
      for index in weakIntentsByKeyword[token.key] ?? [] {
        weak[index, default: []].insert(position)
      }
      for (index, phrase) in phrasesByFirstWord[token.key] ?? []
      where matches(phrase, tokens, at: position) {
        strong[index, default: []].formUnion(position..<(position + phrase.count))
      }
    }
    // "capital letter rules": a keyword used in another sense is a sign the question is not for us.
    if strong.isEmpty && sawFalseFriend { return nil }
    let candidates = (strong.isEmpty ? weak : strong).filter {
      requirementMet(lexicon.intents[$0.key], tokens)
    }
    let chosen = candidates.max { lhs, rhs in
      if lexicon.intents[lhs.key].subject != lexicon.intents[rhs.key].subject {
        return lexicon.intents[lhs.key].subject == .country
      }
      if lhs.value.count != rhs.value.count { return lhs.value.count < rhs.value.count }
      return (lhs.value.min() ?? 0) > (rhs.value.min() ?? 0)
    }
    guard let chosen, let anchor = chosen.value.min() else { return nil }
    var cueTokens = chosen.value
    for other in strong.values { cueTokens.formUnion(other) }
    return IntentCue(definition: lexicon.intents[chosen.key], tokens: cueTokens, anchor: anchor)
  }

  /// Tokens that put the question off topic ("president", "per capita", "how to", "make a flag").
  func offTopicTokens(_ tokens: [Token]) -> Set<Int> {
    var found: Set<Int> = []
    for (position, token) in tokens.enumerated() {
      if lexicon.offTopicWords.contains(token.key) || lexicon.offTopicVerbs.contains(token.key) {
        found.insert(position)
      }
      for phrase in offTopicPhrasesByFirstWord[token.key] ?? []
      where matches(phrase, tokens, at: position) {
        found.formUnion(position..<(position + phrase.count))
      }
    }
    return found
  }

  private func keywordIntent(_ key: String) -> Int? {
    if let index = intentByKeyword[key] { return index }
    guard !lexicon.notTypos.contains(key), !lexicon.fillers.contains(key), !nameWords.contains(key)
    else {
      return nil
    }
    return keywordTypos.neighbours(of: key).lazy.compactMap { self.intentByKeyword[$0] }.first
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
