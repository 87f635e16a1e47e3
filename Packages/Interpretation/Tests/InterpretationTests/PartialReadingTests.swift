import Domain
import DomainTestSupport
import Interpretation
import Testing

@Suite struct PartialReadingTests {
  private let sut = RuleBasedQuestionInterpreter(
    countries: SampleCountries.all + Confusables.countries)

  @Test(arguments: [
    ("and its flag?", Intent.flag), ("population?", .population), ("what's the capital?", .capital),
    ("and how many people live there", .population),
  ])
  func read_deliversTheIntentAloneOnAQuestionWithoutASubject(text: String, intent: Intent) {
    let reading = sut.read(text, candidates: [])

    #expect(reading.question == nil)
    #expect(reading.intent == intent)
  }

  @Test func read_deliversTheCompleteQuestionUnchangedOnAFullQuestion() {
    let reading = sut.read("capital of Chile", candidates: [])

    #expect(reading.question == sut.interpret("capital of Chile"))
    #expect(reading.question?.subject == .country("CL"))
    #expect(!reading.isNameOnly)
  }

  @Test(arguments: ["what about Chile?", "and Chile?", "same for Chile"])
  func read_deliversTheCountryAndAPointerBackOnASubjectOnlyFollowUp(text: String) {
    let reading = sut.read(text, candidates: [])

    #expect(reading.names == [["CL"]])
    #expect(reading.refersBack)
  }

  @Test func read_marksANameAloneAsNameOnly() {
    let reading = sut.read("Chile", candidates: [])

    #expect(reading.isNameOnly)
    #expect(!reading.refersBack)
  }

  @Test(arguments: [("south", "KR"), ("the north one", "KP"), ("North", "KP")])
  func read_picksTheCandidateANameWordPointsToOnAPendingClarification(
    text: String, code: String
  ) {
    let reading = sut.read(text, candidates: ["KP", "KR"])

    #expect(reading.choice == code)
  }

  @Test func read_picksNoCandidateOnAnotherCountryNamedOutright() {
    let reading = sut.read("capital of Chile", candidates: ["KP", "KR"])

    #expect(reading.choice == nil)
  }

  @Test func read_readsAMeasureWithoutAQuestionAroundIt() {
    let reading = sut.read("which is bigger?", candidates: [])

    #expect(reading.question == nil)
    #expect(reading.measure == .area)
  }

  @Test func read_doesNotPointBackOnAnOffTopicLine() {
    let reading = sut.read("what time is it", candidates: [])

    #expect(reading.question == nil)
    #expect(reading.intent == nil)
  }
}
