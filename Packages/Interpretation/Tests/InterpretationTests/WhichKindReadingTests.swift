import Domain
import DomainTestSupport
import Interpretation
import Testing

/// "which sea borders Chile" asks for a sea, which the data does not name: a question opening on
/// "which" is answered only when its next word is a kind the reading answers, in every language.
@Suite struct WhichKindReadingTests {
  private let sut = MultilingualQuestionInterpreter(
    countries: [
      SampleCountries.make(
        "CL", "Chile", capitals: ["Santiago"],
        translations: [
          "fra": "Chili", "deu": "Chile", "spa": "Chile", "por": "Chile", "ita": "Cile",
        ])
    ] + SampleCountries.all.filter { $0.cca2 != "CL" })

  @Test(arguments: [
    "which ocean borders Chile", "what sea is Chile on", "which volcano lies on Chile's border",
    "quelle mer borde le Chili ?", "welches Meer grenzt an Chile", "qué océano baña Chile",
    "que oceano banha o Chile", "quale oceano bagna il Cile",
  ])
  func interpret_refusesAWhichOfAKindTheReadingDoesNotAnswer(line: String) {
    #expect(sut.interpret(line) == nil, "\(line)")
  }

  @Test(arguments: [
    ("which languages are spoken in Chile", Intent.languages),
    ("what currency does Chile use", .currency), ("which countries border Chile", .borders),
    ("which coutry borders Chile", .borders), ("quelle langue parle-t-on au Chili ?", .languages),
    ("welche Währung hat Chile", .currency), ("qué idioma se habla en Chile", .languages),
    ("qual é a capital do Chile", .capital), ("quale lingua si parla in Cile", .languages),
    ("is Chile landlocked", .landlocked), ("which countries have no coast", .landlocked),
    ("which landlocked countries are in Europe", .landlocked),
  ])
  func interpret_stillAnswersAWhichOfTheKindItAnswers(line: String, intent: Intent) {
    #expect(sut.interpret(line)?.intent == intent, "\(line)")
  }

  @Test(arguments: [
    ("what money do the residents of Chile use", Intent.currency),
    ("which language do the inhabitants of Chile speak", .languages),
    ("number of inhabitants of Chile", .population),
    ("how many residents does Chile have", .population),
  ])
  func interpret_readsTheKindAskedBeforeTheWordsAroundIt(line: String, intent: Intent) {
    #expect(sut.interpret(line)?.intent == intent, "\(line)")
  }

  @Test func read_asksTheConversationsCountryForTheKindAskedAfterWhich() {
    let reading = sut.read("what money do the inhabitants pay with", candidates: [])

    #expect(reading.question == nil)
    #expect(reading.intent == .currency)
  }

  @Test(arguments: [
    "what is the capital of each country in Europe",
    "what are the capitals of all the countries in Europe",
  ])
  func interpret_refusesAFactAskedOfEveryMemberOfAGroup(line: String) {
    let sut = MultilingualQuestionInterpreter(countries: Self.european)

    #expect(sut.interpret(line) == nil, "\(line)")
  }

  @Test func interpret_stillListsAGroupAskedWithItsOwnFactsWords() {
    let sut = MultilingualQuestionInterpreter(countries: Self.european)

    #expect(sut.interpret("which countries are in Europe")?.intent == .countriesInRegion)
  }

  // MARK: - Helpers

  private static let european: [Country] = ["FR", "BE"].map { code in
    let sample = SampleCountries.make(code, code == "FR" ? "France" : "Belgium")
    return Country(
      cca2: code, cca3: code + "X", names: sample.names, capitals: [], flag: sample.flag,
      region: "Europe")
  }
}
