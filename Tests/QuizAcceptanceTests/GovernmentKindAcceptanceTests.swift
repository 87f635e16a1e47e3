import Composition
import CountriesAPI
import Domain
import Presentation
import Testing

/// The kind of government, the seat of government where it is not the capital, and the state a
/// territory belongs to, in six languages; and the curated table checked against the data.
@Suite struct GovernmentKindAcceptanceTests {
  static let questions: [(String, Language, Intent, String, String)] = [
    (
      "what type of government does Cuba have", .english, .government, "CU",
      "Cuba is a one-party communist state"
    ),
    ("is Spain a monarchy?", .english, .government, "ES", "Spain is a constitutional monarchy"),
    (
      "quel est le régime politique de la France ?", .french, .government, "FR",
      "la France est une république semi-présidentielle"
    ),
    ("¿qué tipo de gobierno tiene Cuba?", .spanish, .government, "CU", "un Estado comunista"),
    (
      "Welche Staatsform hat Deutschland?", .german, .government, "DE",
      "parlamentarische Republik"
    ),
    (
      "qual é a forma de governo do Japão?", .portuguese, .government, "JP",
      "monarquia constitucional"
    ),
    ("il Regno Unito è una monarchia?", .italian, .government, "GB", "monarchia costituzionale"),
    (
      "what is the seat of government of the Netherlands", .english, .seatOfGovernment, "NL",
      "The seat of government of the Netherlands is The Hague; its capital is Amsterdam."
    ),
    ("where does Bolivia's government sit", .english, .seatOfGovernment, "BO", "La Paz"),
    (
      "quel est le siège du gouvernement des Pays-Bas ?", .french, .seatOfGovernment, "NL",
      "La Haye"
    ),
    ("¿cuál es la sede del gobierno de Bolivia?", .spanish, .seatOfGovernment, "BO", "La Paz"),
    ("Wo ist der Regierungssitz der Niederlande?", .german, .seatOfGovernment, "NL", "Den Haag"),
    ("qual é a sede do governo da Malásia?", .portuguese, .seatOfGovernment, "MY", "Putrajaya"),
    (
      "qual è la sede del governo del Sudafrica?", .italian, .seatOfGovernment, "ZA",
      "Città del Capo (legislativo)"
    ),
    (
      "which country does Greenland belong to?", .english, .sovereignState, "GL",
      "Greenland is a territory of Denmark."
    ),
    (
      "à quel pays appartient la Guadeloupe", .french, .sovereignState, "GP",
      "La Guadeloupe est un territoire de la France."
    ),
    ("¿a qué país pertenece Groenlandia?", .spanish, .sovereignState, "GL", "de Dinamarca"),
    ("Zu welchem Land gehört Grönland?", .german, .sovereignState, "GL", "Dänemark"),
    ("a que país pertence a Groenlândia?", .portuguese, .sovereignState, "GL", "da Dinamarca"),
    (
      "a quale paese appartiene la Groenlandia?", .italian, .sovereignState, "GL",
      "della Danimarca"
    ),
  ]

  @Test(arguments: questions)
  func aQuestion_isAnsweredInItsLanguage(
    question: String, language: Language, intent: Intent, code: String, says: String
  ) async {
    let reply = await GovernsAcceptanceTests.ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == intent, "\(question): \(reply.text)")
    #expect(reply.countries.first == code)
    #expect(reply.language == language)
    #expect(reply.text.contains(says), "\(question): \(reply.text)")
  }

  @Test func theCapital_staysTheCapital() async {
    let reply = await GovernsAcceptanceTests.ask("capital of the Netherlands")

    #expect(reply.text == "The capital of the Netherlands is Amsterdam.")
  }

  @Test(arguments: [
    (
      "is Puerto Rico part of the United States?",
      "Yes: Puerto Rico is a territory of the United States."
    ),
    ("does Greenland belong to Canada", "No: Greenland is a territory of Denmark."),
    ("is France part of Spain", "France is a sovereign state: it belongs to no other country."),
  ])
  func aTerritoryAndAState_isAnsweredYesOrNo(question: String, text: String) async {
    let reply = await GovernsAcceptanceTests.ask(question)

    #expect(reply.intent == .sovereignState)
    #expect(reply.text == text)
  }

  // MARK: - The curated table

  @Test func everyCode_isACountryOfTheBundledData() throws {
    let codes = Set(try BundledSnapshot.dataset.get().countries.map(\.cca2))

    #expect(Government.codes.count > 240)
    #expect(Set(Government.codes).subtracting(codes).isEmpty)
    #expect(Set(SeatOfGovernment.codes).subtracting(codes).isEmpty)
    let sovereigns = Government.codes.compactMap { Government.of($0).sovereign }
    #expect(Set(sovereigns).subtracting(codes).isEmpty)
  }

  @Test func everyHeadOfState_hasANameAndAnOfficeOrATitle_andNoPlaceholder() {
    for code in Government.codes {
      for leader in Government.of(code).leaders {
        #expect(!leader.name.isEmpty && !leader.title.isEmpty, "\(code)")
        if leader.isHeadOfState { #expect(leader.office != nil || !leader.title.isEmpty) }
        for placeholder in ["Vacant", "plainlist", "List of", "(", "<", "Chales"] {
          #expect(!leader.name.contains(placeholder), "\(code): \(leader.name)")
        }
      }
    }
    #expect(Government.of("US").headsOfState.map(\.name) == ["Donald Trump"])
    #expect(Government.of("IN").headOfGovernment?.name == "Narendra Modi")
  }
}
