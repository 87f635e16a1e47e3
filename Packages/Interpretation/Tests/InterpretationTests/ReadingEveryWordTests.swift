import Domain
import DomainTestSupport
import Interpretation
import Testing

/// A line is answered only when its words ask what the answer tells: a fact of a country's capital
/// and a count of things other than people are refused, in every language, and by every language.
@Suite struct ReadingEveryWordTests {
  private static let chile: Country = {
    let sample = SampleCountries.make(
      "CL", "Chile", capitals: ["Santiago"],
      translations: [
        "fra": "Chili", "deu": "Chile", "spa": "Chile", "por": "Chile", "ita": "Cile",
      ])
    return Country(
      cca2: "CL", cca3: "CHL", names: sample.names, capitals: ["Santiago"], flag: sample.flag,
      population: 19_000_000, area: 756_102,
      demonym: Country.Demonym(female: "Chilean", male: "Chilean"),
      demonyms: Country.Demonyms(["fra": Country.Demonym(female: "Chilienne", male: "Chilien")]))
  }()
  private let sut = MultilingualQuestionInterpreter(
    countries: [Self.chile] + SampleCountries.all.filter { $0.cca2 != "CL" })

  @Test(arguments: [
    "how many people live in the capital of Chile",
    "what is the dialling code for the capital city of Chile",
    "combien d'habitants compte la capitale du Chili ?",
    "welche Sprache spricht man in der Hauptstadt von Chile?",
    "qué idioma se habla en la capital de Chile",
    "quantos habitantes tem a capital do Chile",
  ])
  func interpret_refusesAnotherFactAskedOfTheCapital(line: String) {
    #expect(sut.interpret(line) == nil, "\(line)")
  }

  @Test(arguments: [
    ("what is the capital of Chile", Intent.capital),
    ("quelle est la capitale et la population du Chili", .capital),
    ("Santiago is the capital of which country?", .reverseCapital),
  ])
  func interpret_stillReadsTheCapitalItself(line: String, intent: Intent) {
    #expect(sut.interpret(line)?.intent == intent, "\(line)")
  }

  @Test(arguments: [
    "how many sheep are there in Chile",
    "combien de vaches y a-t-il au Chili",
    "wie viele Autos gibt es in Chile",
    "cuántos aeropuertos tiene Chile",
    "quantas praias tem o Chile",
    "quante montagne ci sono in Cile",
    "how many Chilean pesos is a dollar", "how many pesos for one euro in Chile",
    "how many regions does Chile have", "combien de régions a le Chili",
  ])
  func interpret_refusesACountOfThingsTheDataDoesNotHold(line: String) {
    #expect(sut.interpret(line) == nil, "\(line)")
  }

  @Test(arguments: [
    ("how many people live in Chile", Intent.population),
    ("how many Chileans are there", .population),
    ("combien y a-t-il de Chiliens ?", .population),
    ("how many neighbours does Chile have", .borders),
    ("how many languages are spoken in Chile", .languages),
    ("how many currencies does Chile have", .currency),
  ])
  func interpret_readsACountOfPeopleOrOfAFact(line: String, intent: Intent) {
    let question = sut.interpret(line)

    #expect(question?.intent == intent, "\(line)")
    #expect(question?.subject == .country("CL"), "\(line)")
  }

  @Test func interpret_refusesMoreAskedOfACountedPeople() {
    #expect(sut.interpret("how many Chileans speak Spanish") == nil)
  }

  @Test(arguments: [
    ("cuántos aeropuertos tiene Chile", Language.spanish),
    ("wie viele Autos gibt es in Chile", .german),
    ("combien d'habitants compte la capitale du Chili ?", .french),
  ])
  func read_refusesInTheLinesOwnLanguage(line: String, language: Language) {
    let reading = sut.read(line, candidates: [])

    #expect(reading.question == nil, "\(line)")
    #expect(reading.intent == nil, "\(line)")
    #expect(reading.language == language, "\(line)")
  }

  @Test func read_takesTheCountOfAPeopleAsTheirPopulationInAConversation() {
    let reading = sut.read("how many Chileans are there?", candidates: [])

    #expect(reading.question?.intent == .population)
    #expect(reading.question?.subject == .country("CL"))
    #expect(reading.isNameOnly == false)
  }

  @Test(arguments: [
    "quelle est la plus grande ville du Chili", "qual è la città più grande del Cile",
    "¿cuál es la ciudad más grande de Chile?", "was ist die größte Stadt in Chile",
    "qual é a maior cidade do Chile", "what is the largest city in Chile",
  ])
  func interpret_refusesACityAskedAsItsCountry_inEveryLanguage(line: String) {
    #expect(sut.interpret(line) == nil, "\(line)")
    #expect(sut.read(line, candidates: []).question == nil, "\(line)")
  }

  @Test(arguments: [
    ("quelle est la ville capitale du Chili", Intent.capital),
    ("welche Stadt ist die Hauptstadt von Chile", .capital),
    ("Santiago is the capital of which state?", .reverseCapital),
  ])
  func interpret_stillReadsACityThatIsTheCapital(line: String, intent: Intent) {
    #expect(sut.interpret(line)?.intent == intent, "\(line)")
  }

  @Test(arguments: [
    "qual era la valuta del Cile prima del peso", "¿cuál era la moneda de Chile antes del peso?",
    "was war die Währung von Chile vor dem Peso", "qual era a moeda do Chile antes do peso",
  ])
  func interpret_refusesAFactAskedOfBeforeToday_inEveryLanguage(line: String) {
    #expect(sut.interpret(line) == nil, "\(line)")
  }

  @Test func interpret_readsItaliansElidedWhereAsTheWord() {
    let question = sut.interpret("dov'è il Cile?")
    #expect(question?.intent == .region && question?.language == .italian)
  }

  @Test(arguments: [
    "how big is the navy of Chile", "what is the population of Chile's penguins",
    "which currency do Chilean vineyards export", "wie groß ist die Marine von Chile",
  ])
  func interpret_refusesAWordNoLanguagePackKnows(line: String) {
    #expect(sut.interpret(line) == nil, "\(line)")
  }

  @Test(arguments: [
    ("how big is Chile", Intent.area), ("what is the total population of Chile", .population),
    ("wie groß ist Chile", .area),
  ])
  func interpret_stillReadsALineOfKnownWords(line: String, intent: Intent) {
    #expect(sut.interpret(line)?.intent == intent, "\(line)")
  }
}
