import Domain

/// La forma di un paese in italiano (placeholders as in English's `English+Shapes.swift`).
extension FactTable {
  static let italianShapes: [Intent: FactWords] = [
    .shape: FactWords(
      cues: ["forma", "forme", "contorno", "contorni", "sagoma", "silhouette", "profilo"],
      falseFriendsBefore: ["in", "buona", "di"],
      allowedTopics: ["disegna", "disegnare", "disegno"],
      asks: "la sua forma", example: "Mostrami la forma {of country}",
      says: [
        .one: "Ecco la forma {of country}:",
        .none: "Non ho il contorno {of country}.",
      ])
  ]
}
