import Domain

/// A country's shape in English: the reply carries the outline (`Reply.shape`), which each shell
/// draws under the sentence; `.none` says the outline data has none (Hong Kong, Macao).
extension FactTable {
  static let englishShapes: [Intent: FactWords] = [
    .shape: FactWords(
      cues: ["shape", "shapes", "outline", "outlines", "silhouette", "contour", "contours"],
      falseFriendsBefore: ["in", "good", "bad", "great", "top", "best"],
      falseFriendsAfter: ["up", "shifter", "shifting"],
      allowedTopics: ["draw", "drawing", "looks", "look"],
      asks: "its shape", example: "Show me the shape of {country}",
      says: [
        .one: "This is the shape {of country}:",
        .none: "I have no outline {of country}.",
      ])
  ]
}
