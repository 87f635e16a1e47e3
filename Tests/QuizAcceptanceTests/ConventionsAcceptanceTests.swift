import Composition
import CountriesAPI
import Domain
import Presentation
import Testing

/// Everyday conventions and codes (issue 24, point 4), asked as people type them in each language,
/// through the function the shells call: the reply names the country asked about and says its
/// value, or that the data has none.
@Suite struct ConventionsAcceptanceTests {
  static let questions: [(String, Language, Intent, String, String)] = [
    ("what day does the week start in Saudi Arabia", .english, .startOfWeek, "SA", "Sunday"),
    ("quel est le premier jour de la semaine au Canada", .french, .startOfWeek, "CA", "dimanche"),
    ("¿en qué día empieza la semana en Brasil?", .spanish, .startOfWeek, "BR", "domingo"),
    ("An welchem Tag beginnt die Woche in Österreich?", .german, .startOfWeek, "AT", "Montag"),
    ("qual é o primeiro dia da semana em Portugal", .portuguese, .startOfWeek, "PT", "segunda"),
    ("qual è il primo giorno della settimana in Italia", .italian, .startOfWeek, "IT", "lunedì"),
    ("does France use 24 hour time", .english, .clockFormat, "FR", "24-hour"),
    ("the US uses the 12 hour clock?", .english, .clockFormat, "US", "12-hour"),
    ("est-ce qu'on utilise l'horloge de 24 heures au Japon ?", .french, .clockFormat, "JP", "24"),
    ("¿México usa el formato de 24 horas?", .spanish, .clockFormat, "MX", "12 horas"),
    ("nutzt man in Indien das 24-Stunden-Format?", .german, .clockFormat, "IN", "12-Stunden"),
    ("no Brasil usam o formato de 24 horas?", .portuguese, .clockFormat, "BR", "24 horas"),
    ("in Francia usano il formato a 24 ore?", .italian, .clockFormat, "FR", "24 ore"),
    ("do they use the metric system in the US", .english, .measurementSystem, "US", "does not"),
    ("does the UK use miles or kilometres", .english, .measurementSystem, "GB", "imperial"),
    (
      "le Royaume-Uni utilise-t-il le système métrique ?", .french, .measurementSystem, "GB",
      "impériales"
    ),
    (
      "¿España usa el sistema metrico?", .spanish, .measurementSystem, "ES",
      "se usa el sistema métrico"
    ),
    ("welche Maßeinheiten nutzt man in Liberia?", .german, .measurementSystem, "LR", "nicht"),
    (
      "os Estados Unidos usam o sistema métrico?", .portuguese, .measurementSystem, "US",
      "não se usa"
    ),
    ("l'Italia usa il sistema metrico?", .italian, .measurementSystem, "IT", "si usa il sistema"),
    ("what is Brazil's FIFA code", .english, .fifaCode, "BR", "BRA"),
    ("quel est le code FIFA de la Suisse", .french, .fifaCode, "CH", "SUI"),
    ("¿cuál es el código FIFA de Alemania?", .spanish, .fifaCode, "DE", "GER"),
    ("Was ist der FIFA-Code der Niederlande?", .german, .fifaCode, "NL", "NED"),
    ("qual é o código FIFA da Alemanha", .portuguese, .fifaCode, "DE", "GER"),
    ("qual è il codice FIFA del Cile", .italian, .fifaCode, "CL", "CHI"),
    ("olympic code of Germany", .english, .iocCode, "DE", "GER"),
    ("quel est le code olympique de l'Indonésie", .french, .iocCode, "ID", "INA"),
    ("¿cuál es el código olímpico de Portugal?", .spanish, .iocCode, "PT", "POR"),
    ("IOC-Code von Irland", .german, .iocCode, "IE", "IRL"),
    ("qual é o código olímpico da Grécia", .portuguese, .iocCode, "GR", "GRE"),
    ("codice olimpico della Francia", .italian, .iocCode, "FR", "FRA"),
    ("what is the international vehicle code of Switzerland", .english, .vehicleCode, "CH", "CH"),
    ("quelle est la plaque d'immatriculation de l'Allemagne", .french, .vehicleCode, "DE", " D."),
    ("¿cuál es el código de matrícula de España?", .spanish, .vehicleCode, "ES", " E."),
    ("was ist das Kfz-Kennzeichen von Österreich", .german, .vehicleCode, "AT", " A."),
    ("qual é o código de matrícula de Portugal", .portuguese, .vehicleCode, "PT", " P."),
    ("qual è la sigla automobilistica della Svizzera", .italian, .vehicleCode, "CH", "CH"),
    ("postcode format in the UK", .english, .postalCode, "GB", "@# #@@"),
    ("what is the zip code in France", .english, .postalCode, "FR", "five digits"),
    ("quel est le format du code postal en Allemagne", .french, .postalCode, "DE", "cinq chiffres"),
    ("¿cuál es el formato del código postal en Japón?", .spanish, .postalCode, "JP", "###-####"),
    ("welche Postleitzahl hat die Schweiz", .german, .postalCode, "CH", "vier Ziffern"),
    ("qual é o formato do código postal no Brasil", .portuguese, .postalCode, "BR", "#####-###"),
    ("qual è il formato del CAP in Italia", .italian, .postalCode, "IT", "cinque cifre"),
    ("what's the national anthem of France", .english, .anthem, "FR", "La Marseillaise"),
    ("quel est l'hymne national de l'Italie", .french, .anthem, "IT", "Il Canto degli Italiani"),
    ("¿cuál es el himno nacional de Japón?", .spanish, .anthem, "JP", "Kimigayo"),
    ("wie heißt die Nationalhymne der USA", .german, .anthem, "US", "Star-Spangled Banner"),
    ("qual é o hino nacional do Brasil", .portuguese, .anthem, "BR", "Hino Nacional Brasileiro"),
    ("qual è l'inno nazionale della Francia", .italian, .anthem, "FR", "La Marseillaise"),
    ("main religion in India", .english, .religion, "IN", "Hinduism (80%)"),
    ("quelle est la religion principale du Maroc", .french, .religion, "MA", "islam"),
    ("¿cuál es la religión principal de México?", .spanish, .religion, "MX", "cristianismo (89 %)"),
    ("welche Religion hat Polen", .german, .religion, "PL", "Christentum (72 %)"),
    ("que religião tem o Brasil", .portuguese, .religion, "BR", "cristianismo (84 %)"),
    ("che religione c'è in Grecia", .italian, .religion, "GR", "cristianesimo"),
  ]

  @Test(arguments: questions)
  func aConvention_isAnsweredInTheQuestionsLanguage(
    question: String, language: Language, intent: Intent, code: String, says: String
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == intent, "\(question): \(reply.text)")
    #expect(reply.countries == [code], "\(question): \(reply.text)")
    #expect(reply.language == language, "\(question): \(reply.text)")
    #expect(reply.text.contains(says), "\(question): \(reply.text)")
  }

  static let reverse: [(String, Language, String, String)] = [
    ("which country has the licence plate code D", .english, "DE", "D is"),
    ("what country has the car sign D", .english, "DE", "Germany"),
    ("which country is CH on a car?", .english, "CH", "Switzerland"),
    ("which country has the car code F", .english, "FR", "also used by French Guiana"),
    ("quel pays a la plaque F", .french, "FR", "France"),
    ("¿qué país tiene la matrícula E?", .spanish, "ES", "España"),
    ("welches Land hat das Kennzeichen CH", .german, "CH", "Schweiz"),
    ("que país tem o código de matrícula P", .portuguese, "PT", "Portugal"),
    ("che paese ha la targa I", .italian, "IT", "Italia"),
  ]

  @Test(arguments: reverse)
  func aVehicleCode_findsItsCountry(
    question: String, language: Language, code: String, says: String
  ) async {
    let reply = await ask(question)

    #expect(reply.intent == .reverseVehicleCode, "\(question): \(reply.text)")
    #expect(reply.countries == [code], "\(question): \(reply.text)")
    #expect(reply.language == language)
    #expect(reply.text.contains(says), "\(question): \(reply.text)")
  }

  /// Only car, vehicle and licence-plate wording reads the vehicle code: a code alone is ISO's.
  @Test func aCodeWithoutCarWords_staysTheIsoCodesReverse() async {
    let reply = await ask("what country has the code DE")

    #expect(reply.intent == .reverseIsoCode)
    #expect(reply.countries == ["DE"])
  }

  @Test(arguments: [
    ("national anthem of Germany", "My data does not name the national anthem of Germany."),
    ("what is the FIFA code of the UK", "My data has no FIFA code for the United Kingdom."),
    ("main religion in Egypt", "My data has no figures on religion in Egypt."),
    ("postcode format of Angola", "My data has no postcode format for Angola."),
  ])
  func aCountryWithoutAValue_saysSo(question: String, text: String) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(reply.text)")
    #expect(reply.text == text)
  }

  @Test func aFollowUp_asksTheSameOfAnotherCountry() async {
    let engine = makeEngine()
    let (_, after) = await engine.ask("what's the national anthem of France", in: Conversation())
    let (reply, _) = await engine.ask("and Italy?", in: after)

    #expect(reply.intent == .anthem)
    #expect(reply.countries == ["IT"])
    #expect(reply.text.contains("Il Canto degli Italiani"), "\(reply.text)")
  }

  /// Sets are not read yet: "the countries where …" must not be answered with one country's value.
  @Test(arguments: [
    "which countries don't use the metric system", "countries where the week starts on Sunday",
  ])
  func aSetQuestion_isNotAnsweredWithOneCountry(question: String) async {
    let reply = await ask(question)

    #expect(reply.outcome != .answer || reply.countries.count != 1, "\(reply.text)")
  }

  @Test func theTable_coversEveryBundledCountryAndNamesOnlyThem() throws {
    let codes = Set(try BundledSnapshot.dataset.get().countries.map(\.cca2))
    for code in codes {
      #expect(CountryConventions.of(code) != nil, "\(code) has no row")
      let anthem = CountryConventions.of(code)?.anthem?.lowercased() ?? ""
      #expect(!anthem.contains("anthem of") && !anthem.contains("national anthem"), "\(code)")
    }
    for (sign, owners) in CountryConventions.vehicleCodeIndex {
      #expect(Set(owners).isSubset(of: codes), "\(sign): \(owners)")
    }
  }

  private func makeEngine() -> ConversationEngine {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    return QuizComposer.makeEngine(answerer: answerer)
  }

  private func ask(_ question: String) async -> Reply {
    await makeEngine().ask(question, in: Conversation()).0
  }
}
