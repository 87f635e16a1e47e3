import Composition
import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import Presentation

@Suite struct ConversationEngineTests {
  @Test func ask_answersAFollowUpAboutTheCountryTalkedAbout() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of chile", in: Conversation())

    let (reply, _) = await sut.ask("and its flag?", in: afterFirst)

    #expect(reply.outcome == .answer)
    #expect(reply.intent == .flag)
    #expect(reply.countries == ["CL"])
  }

  @Test func ask_deliversIncompleteOnAQuestionWithNoCountryToTakeFrom() async {
    let sut = makeSUT()

    let (reply, next) = await sut.ask("and its flag?", in: Conversation())

    #expect(reply.outcome == .incomplete)
    #expect(reply.intent == .flag)
    #expect(next.pendingIntent == .flag)
  }

  @Test func ask_completesAPendingQuestionWithACountryNamedAlone() async {
    let sut = makeSUT()
    let (_, waiting) = await sut.ask("and its flag?", in: Conversation())

    let (reply, next) = await sut.ask("chad", in: waiting)

    #expect(reply.intent == .flag)
    #expect(reply.countries == ["TD"])
    #expect(next.pendingIntent == nil)
  }

  @Test func ask_givesTheOverviewOnACountryNamedAloneWithNothingPending() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of chile", in: Conversation())

    let (reply, _) = await sut.ask("chad", in: afterFirst)

    #expect(reply.intent == .overview)
  }

  @Test func ask_repeatsTheQuestionForAnotherCountryOnWhatAbout() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of chile", in: Conversation())

    let (reply, _) = await sut.ask("what about chad?", in: afterFirst)

    #expect(reply.intent == .capital)
    #expect(reply.countries == ["TD"])
  }

  @Test func ask_answersAClarificationWithTheCandidateChosen() async {
    let sut = makeSUT()
    let (first, waiting) = await sut.ask("capital of korea", in: Conversation())

    let (reply, _) = await sut.ask("south", in: waiting)

    #expect(first.outcome == .ambiguous)
    #expect(reply.intent == .capital)
    #expect(reply.countries == ["KR"])
  }

  @Test func ask_keepsTheSubjectAcrossAnUnrecognizedLine() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of chile", in: Conversation())
    let (unrecognized, afterSecond) = await sut.ask("what time is it", in: afterFirst)

    let (reply, _) = await sut.ask("and its flag?", in: afterSecond)

    #expect(unrecognized.outcome == .unrecognized)
    #expect(reply.countries == ["CL"])
  }

  @Test func ask_neverBorrowsOnACompleteQuestion() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of korea", in: Conversation())

    let (reply, _) = await sut.ask("capital of chile", in: afterFirst)

    #expect(reply.countries == ["CL"])
  }

  @Test func ask_asksACompleteQuestionInsteadOfTakingItAsTheClarificationsAnswer() async {
    let sut = makeSUT()
    let (_, waiting) = await sut.ask("capital of korea", in: Conversation())

    let (reply, _) = await sut.ask("how big is south korea", in: waiting)

    #expect(reply.intent == .area)
    #expect(reply.countries == ["KR"])
  }

  @Test func ask_neverTakesTheLastGroupForASetQuestionThatDoesNotPointBack() async {
    let belgium = SampleCountries.belgium
    let euro = Country(
      cca2: belgium.cca2, cca3: belgium.cca3, names: belgium.names, capitals: belgium.capitals,
      flag: belgium.flag, currencies: [Country.Currency(code: "EUR", name: "euro", symbol: "€")])
    let sut = makeSUT(countries: [euro])
    let (first, afterFirst) = await sut.ask("countries that use the euro", in: Conversation())

    let (reply, _) = await sut.ask("which countries use the peso", in: afterFirst)
    let (pointing, _) = await sut.ask("which countries use it?", in: afterFirst)

    #expect(first.countries == ["BE"])
    #expect(reply.outcome == .unrecognized)
    #expect(pointing.countries == ["BE"])
  }

  @Test func ask_neverComparesWithTheCountryTalkedAboutWhenTheLineNamesItsOwnSecondSide() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of chile", in: Conversation())

    let (reply, _) = await sut.ask("is chad bigger than texas", in: afterFirst)
    let (pointing, _) = await sut.ask("is it bigger than chad?", in: afterFirst)

    #expect(reply.outcome == .unrecognized)
    #expect(pointing.intent == .comparison)
    #expect(Set(pointing.countries) == ["CL", "TD"])
  }

  @Test func send_forgetsTheConversationOnClear() async {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of chile", in: Conversation())

    let (event, next) = await sut.send("clear", in: afterFirst)

    #expect(event == .clear)
    #expect(next == Conversation())
  }

  @Test func turn_withTheDataAtHand_answersAFollowUpWithoutWaiting() async throws {
    let sut = makeSUT()
    let (_, afterFirst) = await sut.ask("capital of chile", in: Conversation())
    let data = await sut.answerer.load()

    let (reply, _) = sut.turn(data).ask("and its flag?", in: afterFirst)

    #expect(reply.countries == ["CL"])
    #expect(reply.intent == .flag)
  }

  @Test(arguments: [
    ("help", DataNeed.none), ("clear", .none), ("quit", .none), ("capital of chile", .current),
    ("about", .current), ("", .none), ("retry", .none),
    (String(repeating: "chile ", count: LineLimit.words + 1), .none),
  ])
  func needs_loadsDataOnlyForALineThatReadsOrDescribesIt(line: String, need: DataNeed) {
    #expect(Turn.needs(line, in: Conversation()) == need)
  }

  @Test func needs_asksTheSourceAgainForARetry_andABatchLineIsAlwaysAQuestion() {
    let waiting = Conversation(retry: "capital of chile")

    #expect(Turn.needs("retry", in: waiting) == .refreshed)
    #expect(Turn.needs("", in: waiting) == .refreshed)
    #expect(Turn.needs("help", in: Conversation(), commands: false) == .current)
  }

  @Test func turn_withoutData_runsCommands_andSaysAQuestionCannotBeAnswered() {
    let turn = Turn(
      data: nil, reader: QuizComposer.lineReader, now: Date(timeIntervalSince1970: 1_795_000_000),
      seed: 1)

    let (help, _) = turn.send("help", in: Conversation())
    let (reply, _) = turn.ask("capital of chile", in: Conversation())

    guard case .help = help else {
      Issue.record("help needs no data")
      return
    }
    #expect(reply.outcome == .unavailable)
  }

  // MARK: - Helpers

  private func makeSUT(countries: [Country] = SampleCountries.all) -> ConversationEngine {
    let interpreter = ReadingInterpreterStub(readings: [
      "capital of chile": Reading(question: Question(intent: .capital, subject: .country("CL"))),
      "capital of korea": Reading(
        question: Question(intent: .capital, subject: .ambiguous(["KP", "KR"]))),
      "and its flag?": Reading(intent: .flag, refersBack: true),
      "chad": Reading(
        question: Question(intent: .overview, subject: .country("TD")), isNameOnly: true),
      "what about chad?": Reading(
        question: Question(intent: .overview, subject: .country("TD")), isNameOnly: true,
        refersBack: true),
      "south": Reading(choice: "KR"),
      "how big is south korea": Reading(
        question: Question(intent: .area, subject: .country("KR")), choice: "KR"),
      "countries that use the euro": Reading(
        question: Question(intent: .countriesByCurrency, subject: .group(.currency("EUR")))),
      "which countries use the peso": Reading(intent: .countriesByCurrency),
      "which countries use it?": Reading(intent: .countriesByCurrency, refersBack: true),
      "is chad bigger than texas": Reading(
        intent: .comparison, names: [["TD"]], measure: .area, order: .most),
      "is it bigger than chad?": Reading(
        intent: .comparison, names: [["TD"]], measure: .area, order: .most, refersBack: true),
    ])
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(countries), readyFor: .seconds(60)
      ) { _ in interpreter })
  }
}
