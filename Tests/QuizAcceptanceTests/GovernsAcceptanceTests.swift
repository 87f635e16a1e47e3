import Composition
import Domain
import Presentation
import Testing

/// Who governs, asked as people ask it in each language, through the function the shells call:
/// heads of state and government with their offices, dated; an office a country lacks said so,
/// with who does lead it; history refused.
@Suite struct GovernsAcceptanceTests {
  static let leaders: [(String, Language, Intent, String, [String])] = [
    (
      "who is the president of France", .english, .headOfState, "FR",
      ["As of February 2026", "President Emmanuel Macron", "Prime Minister Sébastien Lecornu"]
    ),
    ("who leads Japan", .english, .headOfState, "JP", ["Emperor Naruhito", "Sanae Takaichi"]),
    (
      "who is the prime minister of Canada", .english, .headOfGovernment, "CA",
      ["head of government of Canada is Prime Minister Mark Carney", "King Charles III"]
    ),
    ("who is the king of Spain", .english, .headOfState, "ES", ["King Felipe VI"]),
    ("who runs Germany", .english, .headOfState, "DE", ["Chancellor Friedrich Merz"]),
    (
      "who is the prime minister of India", .english, .headOfGovernment, "IN",
      ["Narendra Modi"]
    ),
    (
      "qui est le président de la France", .french, .headOfState, "FR",
      ["En février 2026", "Emmanuel Macron (président)", "Sébastien Lecornu (Premier ministre)"]
    ),
    (
      "quién es el presidente de México", .spanish, .headOfState, "MX",
      ["En febrero de 2026", "Claudia Sheinbaum (presidente)", "jefe de Estado y jefe de Gobierno"]
    ),
    (
      "wer ist der Bundeskanzler von Deutschland", .german, .headOfGovernment, "DE",
      ["Stand Februar 2026", "Friedrich Merz (Bundeskanzler)"]
    ),
    (
      "quem é o presidente do Brasil", .portuguese, .headOfState, "BR",
      ["Em fevereiro de 2026", "Luiz Inácio Lula da Silva (presidente)"]
    ),
    (
      "chi è il primo ministro dell'Italia", .italian, .headOfGovernment, "IT",
      ["A febbraio 2026", "Giorgia Meloni (primo ministro)", "Sergio Mattarella"]
    ),
  ]

  @Test(arguments: leaders)
  func aLeader_isNamedWithTheOfficeAndTheDataDate(
    question: String, language: Language, intent: Intent, code: String, says: [String]
  ) async {
    let reply = await Self.ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == intent)
    #expect(reply.countries == [code])
    #expect(reply.language == language)
    for part in says { #expect(reply.text.contains(part), "\(question): \(reply.text)") }
  }

  static let missingOffices: [(String, String, String)] = [
    (
      "who is the president of the United Kingdom", "No one is President of the United Kingdom",
      "King Charles III"
    ),
    ("who is the king of France", "No one is King of France", "President Emmanuel Macron"),
    ("qui est le roi de France", "Personne n'est roi de la France", "Emmanuel Macron"),
    ("¿quién es el rey de Alemania?", "Nadie es rey de Alemania", "Frank-Walter Steinmeier"),
    ("wer ist der Präsident von Spanien", "Niemand ist Präsident von Spanien", "Felipe VI"),
    ("chi è il re d'Italia", "Nessuno è re dell'Italia", "Sergio Mattarella"),
    ("quem é o rei de Portugal", "Ninguém é rei de Portugal", "Marcelo Rebelo de Sousa"),
  ]

  /// A title the country does not have is never answered with someone else as if he held it.
  @Test(arguments: missingOffices)
  func anOfficeTheCountryLacks_isSaidToBeMissing_withWhoLeadsIt(
    question: String, missing: String, leader: String
  ) async {
    let reply = await Self.ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.text.hasPrefix(missing), "\(question): \(reply.text)")
    #expect(reply.text.contains(leader), "\(question): \(reply.text)")
  }

  @Test(arguments: [
    "who was the first president of Mexico", "who was the king of France",
    "quién fue el primer presidente de México", "qui était le premier président de la France",
    "wer war der erste Bundeskanzler von Deutschland", "chi era il re d'Italia",
    "quem foi o primeiro presidente do Brasil",
  ])
  func history_isNotAnswered(question: String) async {
    let reply = await Self.ask(question)

    #expect(reply.outcome != .answer, "\(question): \(reply.text)")
  }

  @Test func aFollowUp_takesTheCountryOrTheOfficeFromTheConversation() async {
    let engine = Self.engine()
    let (_, first) = await engine.ask("who is the president of France", in: Conversation())

    let (germany, _) = await engine.ask("and Germany?", in: first)
    let (minister, _) = await engine.ask("and the prime minister?", in: first)

    #expect(germany.intent == .headOfState && germany.countries == ["DE"], "\(germany.text)")
    #expect(germany.text.contains("Frank-Walter Steinmeier"))
    #expect(minister.intent == .headOfGovernment && minister.countries == ["FR"])
    #expect(minister.text.contains("head of government of France is Prime Minister Sébastien"))
  }

  /// A territory the data names no leader for says so: never its state's leader as its own.
  @Test func aTerritoryWithoutLeaders_saysSo_andNamesItsState() async {
    let reply = await Self.ask("who is the president of Guadeloupe")

    #expect(reply.outcome == .answer)
    #expect(
      reply.text == "The data names no leader of its own for Guadeloupe, a territory of France.")
  }

  static func ask(_ question: String) async -> Reply {
    await engine().ask(question, in: Conversation()).0
  }

  static func engine() -> ConversationEngine {
    QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))
  }
}
