import Domain
import DomainTestSupport
import Interpretation
import Testing

/// Follow-ups in every language, read by that language's own lexicon: "and" and its like opening the
/// line, two-word openers, pronouns standing for the country talked about, the answer to a
/// clarification, and names of that language with typos; never a wrong country.
@Suite struct MultilingualFollowUpTests {
  private let sut = MultilingualQuestionInterpreter(countries: Translated.countries)

  @Test(arguments: [
    ("and Chile?", Language.english, "CL"), ("et le Chili ?", .french, "CL"),
    ("y Perú?", .spanish, "PE"), ("und Österreich?", .german, "AT"),
    ("e a Itália?", .portuguese, "IT"), ("e per la Grecia?", .italian, "GR"),
  ])
  func read_pointsBackWithTheCountryNamedAfterEachLanguagesAnd(
    text: String, language: Language, code: String
  ) {
    let reading = sut.read(text, candidates: [])

    #expect(reading.refersBack)
    #expect(reading.isNameOnly)
    #expect(reading.names == [[code]])
    #expect(([reading.language] + reading.otherLanguages).contains(language))
  }

  @Test(arguments: [
    ("and its flag?", Language.english, Intent.flag), ("et sa population ?", .french, .population),
    ("¿y su moneda?", .spanish, .currency), ("und die Flagge?", .german, .flag),
    ("und seine Hauptstadt?", .german, .capital),
    ("quais países fazem fronteira com ele?", .portuguese, .borders),
    ("e la sua bandiera?", .italian, .flag),
  ])
  func read_asksForTheIntentAboutTheCountryTalkedAboutOnAPronoun(
    text: String, language: Language, intent: Intent
  ) {
    let reading = sut.read(text, candidates: [])

    #expect(reading.question == nil)
    #expect(reading.intent == intent)
    #expect(reading.names.isEmpty)
    #expect(reading.language == language)
  }

  @Test(arguments: [
    ("what about Spain?", Language.english), ("pareil pour l'Espagne", .french),
    ("lo mismo para España", .spanish), ("und was ist mit Spanien?", .german),
    ("e quanto à Espanha?", .portuguese), ("e invece la Spagna?", .italian),
  ])
  func read_pointsBackOnEachLanguagesTwoWordOpeners(text: String, language: Language) {
    let reading = sut.read(text, candidates: [])

    #expect(reading.refersBack)
    #expect(reading.names == [["ES"]])
    #expect(reading.language == language)
  }

  @Test(arguments: [
    "cuál es el volcán más alto de Chile", "et le volcan le plus haut du Chili ?",
    "und der höchste Vulkan von Chile?", "e o vulcão mais alto do Chile?",
    "e il vulcano più alto del Cile?", "and the tallest volcano of Chile?",
  ])
  func read_takesNoCountryToFollowUpFromALineWithAWordItCannotPlace(text: String) {
    let reading = sut.read(text, candidates: [])

    #expect(reading.question == nil, "\(text)")
    #expect(reading.intent == nil, "\(text)")
    #expect(reading.names.isEmpty, "\(text)")
  }

  @Test(arguments: [
    ("the south one", Language.english, "KR"), ("du Sud", .french, "KR"),
    ("la del sur", .spanish, "KR"), ("Süd", .german, "KR"), ("do Norte", .portuguese, "KP"),
    ("del Nord", .italian, "KP"),
  ])
  func read_picksTheCandidateOfAClarificationInEachLanguage(
    text: String, language: Language, code: String
  ) {
    let reading = sut.read(text, candidates: ["KP", "KR"])

    #expect(reading.choice == code)
    #expect(([reading.language] + reading.otherLanguages).contains(language))
  }

  @Test(arguments: [
    "capital of korea", "capitale de la Corée", "capital de Corea", "Hauptstadt von Korea",
    "capital da Coreia", "capitale della Corea",
  ])
  func interpret_offersBothKoreasOnEachLanguagesNameForKorea(text: String) throws {
    let question = try #require(sut.interpret(text))

    guard case .ambiguous(let codes) = question.subject else {
      Issue.record("\(question.subject)")
      return
    }
    #expect(Set(codes) == ["KP", "KR"])
  }

  @Test(arguments: [
    ("capitale de l'Allmagne", "DE"), ("bandera de Alemnia", "DE"),
    ("Hauptstadt von Frankriech", "FR"), ("bandeira da Alemahna", "DE"),
    ("capitale della Germnaia", "DE"), ("bandera de Corea del Sur", "KR"),
  ])
  func interpret_forgivesATypoInANameOfTheQuestionsLanguage(text: String, code: String) {
    #expect(sut.interpret(text)?.subject == .country(code))
  }

  @Test(arguments: [
    ("capitale du Niger", "NE"), ("capital de Níger", "NE"), ("Hauptstadt von Nigeria", "NG"),
    ("capitale della Nigeria", "NG"),
  ])
  func interpret_neverTurnsOneCountryIntoAnother(text: String, code: String) {
    #expect(sut.interpret(text)?.subject == .country(code))
  }

  @Test func interpret_neverReadsACapitalAsATranslatedNameOneLetterAway() {
    // "Luanda" (Angola's capital) is one letter from "Ruanda" (Rwanda in Portuguese).
    #expect(sut.interpret("população de Luanda")?.subject != .country("RW"))
  }

  @Test func read_givesNoLanguageToANameEveryLanguageWritesAlike() {
    #expect(sut.read("Chile?", candidates: []).language == nil)
    #expect(sut.read("Pérou ?", candidates: []).language == .french)
  }

  @Test func read_readsALineOfEnglishWordsInEnglish() {
    #expect(sut.read("and what about Peru?", candidates: []).language == .english)
    #expect(sut.read("capital de Perú", candidates: []).language == .spanish)
  }
}

/// Countries with their names in the five other languages, as the data gives them.
enum Translated {
  static let countries: [Country] = [
    make("CL", "Chile", ["Chili", "Chile", "Chile", "Chile", "Cile"]),
    make("PE", "Peru", ["Pérou", "Perú", "Peru", "Peru", "Perù"]),
    make("AT", "Austria", ["Autriche", "Austria", "Österreich", "Áustria", "Austria"]),
    make("IT", "Italy", ["Italie", "Italia", "Italien", "Itália", "Italia"]),
    make("GR", "Greece", ["Grèce", "Grecia", "Griechenland", "Grécia", "Grecia"]),
    make("ES", "Spain", ["Espagne", "España", "Spanien", "Espanha", "Spagna"]),
    make("DE", "Germany", ["Allemagne", "Alemania", "Deutschland", "Alemanha", "Germania"]),
    make("FR", "France", ["France", "Francia", "Frankreich", "França", "Francia"]),
    make(
      "KP", "North Korea",
      ["Corée du Nord", "Corea del Norte", "Nordkorea", "Coreia do Norte", "Corea del Nord"]),
    make(
      "KR", "South Korea",
      ["Corée du Sud", "Corea del Sur", "Südkorea", "Coreia do Sul", "Corea del Sud"]),
    make("NE", "Niger", ["Niger", "Níger", "Niger", "Níger", "Niger"]),
    make("NG", "Nigeria", ["Nigéria", "Nigeria", "Nigeria", "Nigéria", "Nigeria"]),
    make("RW", "Rwanda", ["Rwanda", "Ruanda", "Ruanda", "Ruanda", "Ruanda"]),
    make("AO", "Angola", ["Angola", "Angola", "Angola", "Angola", "Angola"], capital: "Luanda"),
  ]

  private static func make(
    _ code: String, _ name: String, _ names: [String], capital: String = ""
  ) -> Country {
    let languages = ["fra", "spa", "deu", "por", "ita"]
    return SampleCountries.make(
      code, name, capitals: capital.isEmpty ? [] : [capital],
      translations: Dictionary(uniqueKeysWithValues: zip(languages, names)))
  }
}
