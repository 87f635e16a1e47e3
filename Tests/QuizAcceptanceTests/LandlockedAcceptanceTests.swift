import Composition
import Domain
import Presentation
import Testing

/// The landlocked fact, asked as people ask it in each language: of one country (yes or no) and
/// of a group (its landlocked members), through the function the shells call.
@Suite struct LandlockedAcceptanceTests {
  static let oneCountry: [(String, Language, String, Bool)] = [
    ("is Bolivia landlocked?", .english, "BO", true),
    ("does Chile have a coastline", .english, "CL", false),
    ("La Bolivie est-elle enclavée ?", .french, "BO", true),
    ("le Mali a-t-il un accès à la mer ?", .french, "ML", true),
    ("¿Bolivia tiene salida al mar?", .spanish, "BO", true),
    ("Ist Österreich ein Binnenstaat?", .german, "AT", true),
    ("hat die Schweiz Zugang zum Meer?", .german, "CH", true),
    ("o Paraguai tem saída para o mar?", .portuguese, "PY", true),
    ("La Svizzera ha uno sbocco sul mare?", .italian, "CH", true),
    ("l'Italia ha il mare?", .italian, "IT", false),
  ]

  @Test(arguments: oneCountry)
  func ofOneCountry_saysYesOrNoInTheQuestionsLanguage(
    question: String, language: Language, code: String, isLandlocked: Bool
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .landlocked, "\(question): \(reply.text)")
    #expect(reply.countries == [code])
    #expect(reply.language == language)
    let no = ask(no: language)
    #expect(reply.text.contains(no) == !isLandlocked, "\(question): \(reply.text)")
  }

  static let groups: [(String, Language, Int)] = [
    ("which African countries are landlocked?", .english, 16),
    ("landlocked countries", .english, 45),
    ("which countries in south america have no coast", .english, 2),
    ("quels pays d'Afrique n'ont pas d'accès à la mer ?", .french, 16),
    ("¿qué países de África no tienen salida al mar?", .spanish, 16),
    ("Welche Länder in Afrika sind Binnenstaaten?", .german, 16),
    ("quais países da África não têm litoral?", .portuguese, 16),
    ("quali paesi dell'Africa sono senza sbocco sul mare?", .italian, 16),
  ]

  @Test(arguments: groups)
  func ofAGroup_listsItsLandlockedMembers(question: String, language: Language, count: Int) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .landlocked, "\(question): \(reply.text)")
    #expect(reply.countries.count == count, "\(question): \(reply.text)")
    #expect(reply.language == language)
    #expect(reply.text.contains(String(count)), "\(question): \(reply.text)")
  }

  @Test func ofAGroupWithNone_saysSo() async {
    let reply = await ask("which landlocked countries are in Oceania")

    #expect(reply.intent == .landlocked)
    #expect(reply.countries.isEmpty)
    #expect(reply.text == "Oceania: no landlocked country.")
  }

  /// A negation, or a group the reader cannot name, would turn the members into a wrong list that
  /// looks right: such lines are not answered.
  @Test(arguments: [
    "which countries are not landlocked", "quali paesi europei non hanno il mare",
  ])
  func aNegationOrAnUnreadGroup_isNotAnswered(question: String) async {
    let reply = await ask(question)

    #expect(reply.intent != .landlocked || reply.outcome != .answer, "\(reply.text)")
  }

  private func ask(_ question: String) async -> Reply {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    return await QuizComposer.makeEngine(answerer: answerer).ask(question, in: Conversation()).0
  }

  /// A word only the "has a coast" sentence of each language says.
  private func ask(no language: Language) -> String {
    switch language {
    case .english: "has a coast"
    case .french: "a accès à la mer"
    case .spanish: "El mar baña"
    case .german: "eine Meeresküste"
    case .portuguese: "costa: o país tem acesso"
    case .italian: "Il mare bagna"
    }
  }
}

/// A ranking filtered by the landlocked fact is not the world's ranking: the largest country is not
/// the largest landlocked one.
@Suite struct LandlockedRankingTests {
  @Test(arguments: [
    "what is the largest landlocked country", "the biggest landlocked country",
    "which is the largest landlocked country",
  ])
  func aRankingOfLandlockedCountries_isNotAnsweredWithTheWorldsRanking(line: String) async {
    let engine = QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

    let (reply, _) = await engine.ask(line, in: Conversation())

    #expect(reply.outcome != .answer, "\(reply.text)")
    #expect(!reply.countries.contains("RU"))
  }
}
