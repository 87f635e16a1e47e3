import LanguagePacks

extension FollowUpWords {
  func refersBack(_ tokens: [Token]) -> Bool {
    if let first = tokens.first, openers.contains(first.key) { return true }
    if tokens.count >= 2, openingPairs.contains([tokens[0].key, tokens[1].key]) { return true }
    return tokens.contains { pointers.contains($0.key) }
  }
}
