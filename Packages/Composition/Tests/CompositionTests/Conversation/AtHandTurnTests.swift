import Composition
import Domain
import DomainTestSupport
import Presentation
import Testing

/// A one-shot over the bundled snapshot takes its turn without waiting (`askAtHand`), and says
/// what the waiting turn says; data that must be loaded makes it wait.
@Suite struct AtHandTurnTests {
  private let bundled = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test(arguments: [
    "What is the capital of Belgium?", "qual é a moeda do Japão", "hello", "pays commençant par AL",
    "what's the area code for Manchester", "whats the capitl of Frnace?", "where is Chile",
  ])
  func askAtHand_overTheBundledSnapshot_repliesAsTheWaitingTurnDoes(line: String) async throws {
    let conversation = Conversation()

    let atHand = try #require(bundled.askAtHand(line, in: conversation))
    let waited = await bundled.ask(line, in: conversation)

    #expect(atHand.0.text == waited.0.text)
    #expect(atHand.0.outcome == waited.0.outcome)
    #expect(atHand.1.countries == waited.1.countries)
  }

  @Test func askAtHand_waits_whenTheDataMustBeLoaded() {
    let sut = makeEngine(loader: .delivering(SampleCountries.all))

    #expect(sut.askAtHand("capital of belgium", in: Conversation()) == nil)
  }

  @Test func askAtHand_answersALineThatNeedsNoData_evenWhenTheDataMustBeLoaded() throws {
    let sut = makeEngine(loader: .failing(.noConnection))

    let (reply, _) = try #require(sut.askAtHand("hello", in: Conversation()))

    #expect(reply.outcome != .unavailable)
  }

  @Test func askAtHand_usesDataLoadedMomentsAgo() async throws {
    let sut = makeEngine(loader: .delivering(SampleCountries.all))
    _ = await sut.ask("capital of chile", in: Conversation())

    let (reply, _) = try #require(
      sut.askAtHand("capital of belgium", in: Conversation()))

    #expect(reply.text == "The capital of Belgium is Brussels.")
  }

  @Test func atHand_refreshing_takesOnlyWhatTheLoaderHasAtHand() async {
    let answerer = QuizAnswerer(
      loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(60)
    ) { _ in InterpreterStub([:]) }
    _ = await answerer.load()

    #expect(answerer.atHand() != nil)
    #expect(answerer.atHand(refreshing: true) == nil)
  }

  private func makeEngine(loader: CountryLoaderStub) -> ConversationEngine {
    let interpreter = InterpreterStub([
      "capital of belgium": Question(intent: .capital, subject: .country("BE")),
      "capital of chile": Question(intent: .capital, subject: .country("CL")),
    ])
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(loader: loader, readyFor: .seconds(60)) { _ in interpreter })
  }
}
