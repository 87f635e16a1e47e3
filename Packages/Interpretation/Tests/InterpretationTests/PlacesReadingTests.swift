import Domain
import Interpretation
import Testing

@Suite struct PlacesReadingTests {
  private let sut = Confusables.interpreter

  @Test(arguments: [
    ("search guinea", "guinea"), ("find countries with 'island'", "island"),
    ("search for korea", "korea"), ("countries containing \"land\"", "land"),
    ("look up countries named stan", "stan"),
  ])
  func interpret_readsAFreeSearch_withWhatToLookFor(text: String, words: String) {
    #expect(sut.interpret(text) == Question(intent: .search, subject: .search(words)))
  }

  @Test(arguments: [
    ("find the capital of Chile", Intent.capital), ("search for the flag of Chile", .flag),
    ("which countries start with CH", .countriesByPrefix),
  ])
  func interpret_leavesOtherQuestionsWithASearchWord_toTheirOwnIntent(text: String, intent: Intent)
  {
    #expect(sut.interpret(text)?.intent == intent)
  }

  @Test(arguments: ["search capiral pf the Nordics", "find the popluation of Atlantis"])
  func interpret_neverSearchesALineThatMisspellsAnotherQuestion(text: String) {
    #expect(sut.interpret(text)?.intent != .search)
  }

  @Test(arguments: [
    "closest countries to Chile", "which countries are near Chile", "what's close to chile",
    "countries nearest to Chile",
  ])
  func interpret_readsTheCountriesNearACountry(text: String) {
    #expect(sut.interpret(text) == Question(intent: .nearby, subject: .country("CL")))
  }

  @Test(arguments: [
    "countries near me", "what's around here", "which countries are close to me",
    "nearest countries to where I am", "what is nearby",
  ])
  func interpret_readsTheCountriesNearThePersonAsking(text: String) {
    #expect(sut.interpret(text) == Question(intent: .nearby, subject: .userLocation))
  }

  @Test(arguments: [
    ("how far is Chile from Norway", ["CL", "NO"]),
    ("distance between Norway and Chile", ["NO", "CL"]),
    ("how far is Chile", ["CL"]), ("how far away is Chile from here", ["CL"]),
    ("how far am I from Chile", ["CL"]),
  ])
  func interpret_readsADistance_betweenTwoCountriesOrFromThePersonAsking(
    text: String, codes: [String]
  ) {
    #expect(sut.interpret(text) == Question(intent: .distance, subject: .between(codes)))
  }

  @Test(arguments: ["which country has Canberra", "Canberra?", "which country is Santiago in"])
  func interpret_readsACapitalNamedAlone_asTheCountryItIsTheCapitalOf(text: String) {
    #expect(sut.interpret(text)?.intent == .reverseCapital)
  }

  @Test(arguments: ["how far is the moon", "what is a search engine", "find my phone"])
  func interpret_deliversNothingOrAnUnknownPlace_onNearMisses(text: String) {
    let question = sut.interpret(text)
    if case .unknownPlace = question?.subject { return }
    #expect(question == nil || question?.subject == .search(""))
  }
}
