import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import Testing

@testable import Presentation

/// Each reply says what each of its lines is, as it builds them, and its text stays the lines joined.
@Suite struct ReplyLinesTests {
  @Test func play_marksARightGuessRight_thenTheNextQuestionAHeading() {
    var game = makeGame()

    let turn = game.playLine("Lima", on: board, now: start + 1)

    #expect(turn.lines.map(\.kind) == [.right, .heading])
    #expect(turn.lines.first?.text == "✓ Right!")
    #expect(turn.lines.last?.text.hasPrefix("Question 2 of 2: What is the capital of") == true)
  }

  @Test func play_marksAWrongGuessWrong() {
    var game = makeGame()

    let turn = game.playLine("Santiago", on: board, now: start + 1)

    #expect(turn.lines.map(\.kind) == [.wrong, .heading])
    #expect(turn.lines.first?.text.hasPrefix("✗ Santiago is the capital of Chile") == true)
  }

  @Test func play_marksAHintAHint_andNoMoreHintsANotice() {
    var game = makeGame()

    let first = game.playLine("hint", on: board, now: start + 1)
    let kinds = (2...4).map { _ in
      game.playLine("hint", on: board, now: start + 1).lines.map(\.kind)
    }

    #expect(first.lines == [Reply.Line(.hint, "Hint: It starts with L. (−1 point)")])
    #expect(kinds == [[.hint], [.hint], [.notice]])
  }

  @Test func play_marksAGuessItDoesNotCountANotice() {
    var game = makeGame()

    let turn = game.playLine("Chile", on: board, now: start + 1)

    #expect(turn.lines == [Reply.Line(.notice, "Chile is a country: name a city.")])
  }

  @Test func play_atTheEnd_marksWhatWasMissed() {
    var game = makeGame()
    _ = game.playLine("skip", on: board, now: start + 1)

    let turn = game.playLine("Lima", on: board, now: start + 2)

    #expect(turn.lines.map(\.kind) == [.wrong, .plain, .missed, .plain])
    #expect(turn.lines[2].text.hasPrefix("Missed: Capital of Peru → Lima; "))
    #expect(turn.lines[3].text.hasPrefix("Time per question: Peru — 1 s; "))
  }

  @Test func expire_marksTheClockRunningOutWrong() {
    var game = makeGame(deadline: start + 60)

    let turn = game.expireLine(on: board, now: start + 61)

    #expect(turn?.lines.first == Reply.Line(.wrong, "Time's up!"))
  }

  @Test func nameThemAll_marksANamedCountryRight() {
    var game = Game(
      mode: .nameAll, startedAt: start, target: .group(.region("South America")), total: 4)

    let turn = game.playLine("Peru", on: board, now: start + 1)

    #expect(turn.lines.map(\.kind) == [.right])
    #expect(turn.text.hasPrefix("✓ Peru! Named 1 of 4"))
  }

  @Test func gameReplies_startWithAHeadingAndHowToPlay_andEndWithTheRecordAsANotice()
    async throws
  {
    let engine = makeGameEngine()

    let (opening, playing) = await engine.ask("quiz me on capitals", in: Conversation())
    let (end, _) = await engine.ask("stop", in: playing)

    #expect(opening.lines.map(\.kind) == [.heading, .notice])
    #expect(end.lines.first == Reply.Line(.heading, "Game over."))
    #expect(end.lines.last?.kind == .notice)
    #expect(end.lines.last?.text.contains("streak") == true)
    for reply in [opening, end] { expectTextIsTheLinesJoined(reply) }
  }

  @Test func cardReply_isOneCard_withPlainLines() {
    let reply = ReplyPresenter.reply(
      to: "tell me about belgium",
      answer: Answer(intent: .overview, countries: [SampleCountries.belgium], provenance: .sample))

    #expect(reply.body == .card)
    #expect(reply.lines.allSatisfy { $0.kind == .plain })
    expectTextIsTheLinesJoined(reply)
  }

  @Test func listReply_headsItsEntries() throws {
    let reply = ReplyPresenter.reply(
      to: "search ch",
      answer: Answer(
        intent: .search, countries: [SampleCountries.chad, SampleCountries.chile],
        provenance: .sample, subject: .search("ch")))

    #expect(reply.body == .entries)
    #expect(reply.lines.first?.kind == .heading)
    #expect(reply.lines.first?.text == reply.heading)
    #expect(reply.lines.dropFirst().allSatisfy { $0.kind == .plain })
    #expect(reply.lines.count > 1)
    expectTextIsTheLinesJoined(reply)
  }

  @Test func favouritesReply_headsItsCards() async throws {
    let engine = makeFavouritesEngine()
    let conversation = Conversation(profile: Profile(favourites: ["CL", "BE"]))

    let (reply, _) = await engine.ask("my favourites", in: conversation)

    #expect(reply.body == .cards)
    #expect(reply.lines.map(\.kind) == [.heading, .plain, .plain])
    #expect(reply.lines.first?.text == "Your favourite countries (2):")
    expectTextIsTheLinesJoined(reply)
  }

  @Test(arguments: [
    ReplyPresenter.reply(to: "x", error: .unrecognized),
    ReplyPresenter.reply(to: "x", error: .notFound(intent: .capital, name: "atlantis")),
    ReplyPresenter.reply(to: "x", error: .unavailable(.timedOut)),
    ReplyPresenter.incomplete("what is the capital", intent: .capital),
  ])
  func errorReplies_arePlainText(reply: Reply) {
    #expect(reply.body == .text)
    #expect(reply.lines.allSatisfy { $0.kind == .plain })
    expectTextIsTheLinesJoined(reply)
  }

  @Test func anAnswer_offersNoSuggestions_whateverItsMakerPassed() {
    let answer = Reply(
      question: "q", outcome: .answer, intent: .capital, text: "x", suggestions: ["capital of peru"]
    )
    let refusal = Reply(
      question: "q", outcome: .unrecognized, intent: nil, text: "x",
      suggestions: ["capital of peru"])

    #expect(answer.suggestions.isEmpty)
    #expect(refusal.suggestions == ["capital of peru"])
  }

  // MARK: - Helpers

  private let board = GameWorld.board
  private let start = 1_795_000_000

  private func makeGame(deadline: Int? = nil) -> Game {
    Game(
      mode: .capitals, rounds: [.capital("PE"), .capital("FR")], startedAt: start,
      deadline: deadline, total: 2)
  }

  private func expectTextIsTheLinesJoined(
    _ reply: Reply, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      reply.text == reply.lines.map(\.text).joined(separator: "\n"), sourceLocation: sourceLocation)
    #expect(!reply.lines.isEmpty, sourceLocation: sourceLocation)
  }

  private func makeGameEngine() -> ConversationEngine {
    let interpreter = ReadingInterpreterStub(readings: [:])
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { _ in interpreter },
      now: { Date(timeIntervalSince1970: 1_795_000_000) }, seed: { 42 })
  }

  private func makeFavouritesEngine() -> ConversationEngine {
    let interpreter = ReadingInterpreterStub(readings: [:])
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(60)
      ) { _ in interpreter })
  }
}
