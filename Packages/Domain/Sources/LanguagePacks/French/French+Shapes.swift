import Domain

/// La forme d'un pays en français (placeholders as in English's `English+Shapes.swift`).
extension FactTable {
  static let frenchShapes: [Intent: FactWords] = [
    .shape: FactWords(
      cues: ["forme", "formes", "contour", "contours", "silhouette", "silhouettes"],
      falseFriendsBefore: ["en", "pleine", "bonne"],
      allowedTopics: ["dessine", "dessiner", "dessin"],
      asks: "sa forme", example: "Montre-moi la forme {of country}",
      says: [
        .one: "Voici la forme {of country} :",
        .none: "Je n'ai pas le contour {of country}.",
      ])
  ]
}
