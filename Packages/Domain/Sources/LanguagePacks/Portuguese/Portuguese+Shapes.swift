import Domain

/// O formato de um país em português (placeholders as in English's `English+Shapes.swift`).
extension FactTable {
  static let portugueseShapes: [Intent: FactWords] = [
    .shape: FactWords(
      cues: ["formato", "formatos", "forma", "contorno", "contornos", "silhueta", "silhuetas"],
      falseFriendsBefore: ["em", "boa", "de"],
      allowedTopics: ["desenha", "desenhar", "desenho"],
      asks: "o seu formato", example: "Mostra-me o formato {of country}",
      says: [
        .one: "Este é o formato {of country}:",
        .none: "Não tenho o contorno {of country}.",
      ])
  ]
}
