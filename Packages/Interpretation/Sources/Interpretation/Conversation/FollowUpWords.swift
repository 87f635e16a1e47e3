/// The words that make a line point back at the conversation: pronouns ("its flag", "live there"),
/// a leading "and", "what about", "same for", "I meant". Kept apart from `Lexicon` so each language adds
/// its own set without touching the cues.
public struct FollowUpWords: Sendable {
  /// Words that refer to what the conversation was about, anywhere in the line.
  public var pointers: Set<String>
  /// Words that continue the conversation when they open the line ("and", "et", "y").
  public var openers: Set<String>
  /// Two-word openers ("what about", "how about").
  public var openingPairs: Set<[String]>

  public init(pointers: Set<String>, openers: Set<String>, openingPairs: Set<[String]>) {
    self.pointers = pointers
    self.openers = openers
    self.openingPairs = openingPairs
  }

  public static let english = FollowUpWords(
    pointers: [
      "it", "its", "there", "they", "them", "their", "theirs", "that", "those", "same", "meant",
      "instead", "both", "he", "she", "him", "her", "ele", "ela", "lui", "elle",
    ],
    openers: ["and", "&", "also", "plus", "et", "y", "e", "und", "ed", "also"],
    openingPairs: [["what", "about"], ["how", "about"], ["and", "what"], ["same", "for"]])

  func refersBack(_ tokens: [Token]) -> Bool {
    if let first = tokens.first, openers.contains(first.key) { return true }
    if tokens.count >= 2, openingPairs.contains([tokens[0].key, tokens[1].key]) { return true }
    return tokens.contains { pointers.contains($0.key) }
  }
}
