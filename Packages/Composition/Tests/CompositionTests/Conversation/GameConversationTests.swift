import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import LanguagePacks
import Testing

@testable import Presentation

/// The game inside the one conversation engine: started in plain words, played line by line, its
/// state carried in the `Conversation` value (and its compact text).
@Suite struct GameConversationTests {
  @Test func quizMeOnCapitals_startsAGameAskingTheFirstQuestion() async throws {
    let (sut, _) = makeSUT()

    let (reply, next) = await sut.ask("quiz me on capitals", in: Conversation())

    #expect(reply.outcome == .game)
    let game = try #require(reply.game)
    #expect(game.mode == .capitals)
    #expect((game.score, game.asked, game.total, game.over) == (0, 1, 10, false))
    #expect(reply.text.contains("What is the capital of"))
    #expect(next.game?.mode == .capitals)
  }

  @Test func duringAGame_aLineThatLooksLikeAQuestionIsAGuess() async throws {
    let (sut, _) = makeSUT()
    let (_, playing) = await sut.ask("quiz me on flags", in: Conversation())

    let (reply, next) = await sut.ask("capital of chile", in: playing)

    #expect(reply.outcome == .game)
    #expect(reply.text.contains("I don't know a country called"))
    #expect(
      next.game
        == playing.game.map {
          var game = $0
          game.guesses += 1
          return game
        })
  }

  @Test func flagQuestion_carriesTheFlagImage() async throws {
    let (sut, _) = makeSUT()

    let (reply, _) = await sut.ask("quiz me on flags", in: Conversation())

    #expect(reply.imageURL?.hasPrefix("https://flagcdn.com/") == true)
    #expect(reply.game?.question?.contains("Which country's flag is this") == true)
  }

  @Test func stop_endsTheGame_andTheConversationAnswersQuestionsAgain() async throws {
    let (sut, _) = makeSUT()
    let (_, playing) = await sut.ask("quiz me", in: Conversation())

    let (end, after) = await sut.ask("stop", in: playing)
    let (answer, _) = await sut.ask("capital of chile", in: after)

    #expect(end.outcome == .game)
    #expect(end.game?.over == true)
    #expect(after.game == nil)
    #expect(answer.outcome == .answer)
  }

  @Test func nameAll_inSouthAmerica_runsOnTheInjectedClock() async throws {
    let (sut, clock) = makeSUT()
    let (start, playing) = await sut.ask(
      "quiz me on countries in South America in 3 minutes", in: Conversation())
    clock.advance(by: 60)
    let (guess, later) = await sut.ask("Peru", in: playing)
    clock.advance(by: 120)

    let (late, after) = await sut.ask("Chile", in: later)

    #expect(start.game?.mode == .nameAll)
    #expect(start.game?.total == 4)
    #expect(start.game?.remainingSeconds == 180)
    #expect(guess.game?.found == 1)
    #expect(guess.game?.remainingSeconds == 120)
    #expect(late.text.hasPrefix("Time's up!"))
    #expect(late.game?.over == true)
    #expect(late.game?.found == 1)
    #expect(after.game == nil)
  }

  @Test func expire_endsAGameWhoseClockRanOut_forAShellsTimer() async throws {
    let (sut, clock) = makeSUT()
    let (_, playing) = await sut.ask("quiz me on countries in South America", in: Conversation())
    let early = await sut.expire(in: playing)
    clock.advance(by: Game.defaultMinutes * 60)

    let expired = await sut.expire(in: playing)

    #expect(early == nil)
    #expect(expired?.0.game?.over == true)
    #expect(expired?.1.game == nil)
  }

  @Test func quizMeOnSomethingThatIsNoGroup_saysHowToStartAGame() async {
    let (sut, _) = makeSUT()

    let (reply, next) = await sut.ask("quiz me on quantum physics", in: Conversation())

    #expect(reply.outcome == .unrecognized)
    #expect(reply.text.contains("I can't make a game of"))
    #expect(next.game == nil)
  }

  @Test func help_duringAGame_explainsTheGameCommands() async {
    let (sut, _) = makeSUT()
    let (_, playing) = await sut.ask("quiz me", in: Conversation())

    let (event, _) = await sut.send("help", in: playing)

    #expect(event == .help(GamePhrasebook.english.text(.help)))
  }

  @Test func turn_playsWithoutSuspendingOnceTheDataIsLoaded() async throws {
    let (sut, _) = makeSUT()
    let (_, playing) = await sut.ask("quiz me on capitals", in: Conversation())
    let data = await sut.answerer.load()

    let ready = sut.turn(data).send("skip", in: playing)

    guard case .reply(let reply) = ready.0 else {
      Issue.record("expected a reply")
      return
    }
    #expect(reply.text.hasPrefix("Skipped"))
    #expect(ready.1.game?.marks == [.skipped])
  }

  @Test func gameReply_inJSON_carriesTheGameObject() async throws {
    let (sut, _) = makeSUT()

    let (reply, _) = await sut.ask("quiz me on capitals", in: Conversation())

    #expect(reply.jsonLine.contains(#""outcome":"game""#))
    #expect(
      reply.jsonLine.contains(
        #""game":{"mode":"capitals","score":0,"best":30,"asked":1,"total":10"#))
    #expect(reply.jsonLine.contains(#""over":false"#))
  }

  // MARK: - Helpers

  private func makeSUT() -> (ConversationEngine, FakeClock) {
    let clock = FakeClock()
    let interpreter = GameInterpreterDouble(readings: [
      "countries in south america": Question(
        intent: .countriesInRegion, subject: .group(.region("South America"))),
      "capital of chile": Question(intent: .capital, subject: .country("CL")),
    ])
    let engine = QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { _ in interpreter },
      now: { clock.date }, seed: { 42 })
    return (engine, clock)
  }
}

/// Reads questions from a table and names as the data writes them.
private struct GameInterpreterDouble: QuestionInterpreter {
  let readings: [String: Question]
  private let names = ExactNameMatcher(GameWorld.countries)

  func interpret(_ text: String) -> Question? { readings[text.lowercased()] }
  func read(_ text: String, candidates: [String]) -> Reading {
    Reading(question: interpret(text))
  }
  func countries(named text: String) -> NameMatch { names.countries(named: text) }
  func capitals(named text: String) -> NameMatch { names.capitals(named: text) }
}
