import Composition
import Domain
import Presentation
import Testing

/// "Show me the shape of Italy", asked as people ask it in each language, through the function the
/// shells call: the reply says whose shape it is and carries the outline to draw.
@Suite struct ShapeAcceptanceTests {
  static let questions: [(String, Language, String, String)] = [
    ("Show me the shape of Italy", .english, "IT", "This is the shape of Italy:"),
    ("what does the outline of chile look like", .english, "CL", "shape of Chile"),
    ("draw the silhouette of Japan", .english, "JP", "shape of Japan"),
    ("Montre-moi la forme de l'Italie", .french, "IT", "Voici la forme de l'Italie :"),
    ("contour du chili", .french, "CL", "forme du Chili"),
    ("muéstrame la forma de Italia", .spanish, "IT", "Esta es la forma de Italia:"),
    ("silueta de japon", .spanish, "JP", "forma de Japón"),
    ("Zeig mir den Umriss von Italien", .german, "IT", "Das ist der Umriss von Italien:"),
    ("welche form hat chile", .german, "CL", "Umriss von Chile"),
    ("mostra-me o formato da Itália", .portuguese, "IT", "Este é o formato da Itália:"),
    ("contorno do japao", .portuguese, "JP", "formato do Japão"),
    ("mostrami la forma dell'Italia", .italian, "IT", "Ecco la forma dell'Italia:"),
    ("sagoma del cile", .italian, "CL", "forma del Cile"),
  ]

  @Test(arguments: questions)
  func aShapeQuestion_isAnsweredWithTheOutlineInItsLanguage(
    question: String, language: Language, code: String, says: String
  ) async throws {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .shape, "\(question): \(reply.text)")
    #expect(reply.countries == [code])
    #expect(reply.language == language)
    #expect(reply.text.contains(says), "\(question): \(reply.text)")
    let shape = try #require(reply.shape)
    #expect(shape.code == code && !shape.rings.isEmpty)
  }

  @Test func theBatchContract_carriesThePathToDraw() async {
    let json = await ask("shape of Italy").jsonLine

    #expect(json.contains("\"intent\":\"shape\""))
    #expect(json.contains("\"shape\":{\"code\":\"IT\",\"width\":216,\"height\":255"))
    #expect(json.contains("\"path\":\"M"))
  }

  @Test func aCountryWithoutAnOutline_saysSoAndCarriesNone() async {
    let reply = await ask("shape of Hong Kong")

    #expect(reply.intent == .shape && reply.outcome == .answer)
    #expect(reply.text == "I have no outline of Hong Kong.")
    #expect(reply.shape == nil)
  }

  /// The form of a government is no shape: "forma de gobierno" keeps its own fact.
  @Test(arguments: [
    "¿cuál es la forma de gobierno de España?", "forma di governo dell'Italia",
    "qual é a forma de governo do Brasil", "what form of government does France have",
    "Staatsform von Deutschland",
  ])
  func theFormOfAGovernment_isNotAShape(question: String) async {
    let reply = await ask(question)

    #expect(reply.intent != .shape, "\(question): \(reply.text)")
  }

  @Test(arguments: [
    "in good shape", "get in shape", "shape of water", "what shape is the flag of Nepal",
    "quelle est la forme du drapeau du Népal", "forma de la bandera de Nepal",
  ])
  func aShapeOfNoCountry_isNoShapeAnswer(question: String) async {
    let reply = await ask(question)

    #expect(reply.intent != .shape || reply.outcome != .answer, "\(question): \(reply.text)")
  }

  private func ask(_ question: String) async -> Reply {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    return await QuizComposer.makeEngine(answerer: answerer).ask(question, in: Conversation()).0
  }
}

/// "Which country has this shape?" games, started in each language through the composed engine.
@Suite struct ShapeGameAcceptanceTests {
  @Test(arguments: [
    ("quiz me on shapes", Language.english, "Which country has this shape?"),
    ("quiz sur les formes", .french, "À quel pays appartient cette forme ?"),
    ("quiz de formas", .spanish, "¿De qué país es esta forma?"),
    ("Quiz Umrisse", .german, "Welches Land hat diesen Umriss?"),
    ("teste de formatos", .portuguese, "De que país é este formato?"),
    ("quiz sulle forme", .italian, "Di quale paese è questa forma?"),
  ])
  func aShapeGame_asksWithTheOutline_andNamesNoAnswer(
    line: String, language: Language, asks: String
  ) async throws {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    let reply = await QuizComposer.makeEngine(answerer: answerer).ask(line, in: Conversation()).0

    #expect(reply.outcome == .game, "\(line): \(reply.text)")
    #expect(reply.game?.mode == .shapes, "\(line): \(reply.text)")
    #expect(reply.game?.language == language, "\(line): \(reply.text)")
    #expect(reply.text.contains(asks), "\(line) (\(language)): \(reply.text)")
    let shape = try #require(reply.shape)
    #expect(!shape.rings.isEmpty)
    #expect(reply.countries.isEmpty)
    #expect(!reply.jsonLine.contains("\"code\":\"\(shape.code)\""), "the JSON gives no answer away")
  }
}
