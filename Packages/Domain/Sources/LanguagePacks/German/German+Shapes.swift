import Domain

/// Der Umriss eines Landes auf Deutsch (placeholders as in English's `English+Shapes.swift`).
extension FactTable {
  static let germanShapes: [Intent: FactWords] = [
    .shape: FactWords(
      cues: [
        "umriss", "umrisse", "umrisses", "form", "gestalt", "silhouette", "kontur", "konturen",
        "landesform", "landesumriss",
      ],
      falseFriendsBefore: ["in", "guter", "topform"],
      allowedTopics: ["zeichne", "zeichnen", "aussieht"],
      asks: "seinen Umriss", example: "Zeig mir den Umriss {of country}",
      says: [
        .one: "Das ist der Umriss {of country}:",
        .none: "Ich habe keinen Umriss {of country}.",
      ])
  ]
}
