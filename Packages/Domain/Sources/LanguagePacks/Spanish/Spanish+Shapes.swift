import Domain

/// La forma de un país en español (placeholders as in English's `English+Shapes.swift`).
extension FactTable {
  static let spanishShapes: [Intent: FactWords] = [
    .shape: FactWords(
      cues: ["forma", "formas", "contorno", "contornos", "silueta", "siluetas", "perfil"],
      falseFriendsBefore: ["en", "buena", "de"],
      allowedTopics: ["dibuja", "dibujar", "dibujo"],
      asks: "su forma", example: "Muéstrame la forma {of country}",
      says: [
        .one: "Esta es la forma {of country}:",
        .none: "No tengo el contorno {of country}.",
      ])
  ]
}
