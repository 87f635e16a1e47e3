import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import Testing

@testable import Presentation

/// Best scores, streaks and the questions missed, kept in the person's `Profile`.
@Suite struct GameRecordsTests {
  @Test func profileJSON_readsBackTheGameRecords() {
    let profile = Profile(
      favourites: ["JP"],
      games: GameRecords(
        records: ["capitals": .init(best: 21, played: 4, streak: 2, lastDay: 20_775)],
        review: ["cPE", "fNG"]))

    #expect(Profile(json: profile.json) == profile)
  }

  @Test func profileJSON_withUnreadableGameRecords_keepsTheRestAndStartsEmpty() {
    let broken = Data(#"{"favourites": ["JP"], "games": "lost"}"#.utf8)
    let partly = Data(
      #"{"games": {"records": {"capitals": {"best": "x", "played": 2}, "chess": {"best": 9}}, "review": ["cPE", "zzz", "fNG"]}}"#
        .utf8)

    #expect(Profile(json: broken) == Profile(favourites: ["JP"]))
    #expect(Profile(json: partly)?.games.records == ["capitals": .init(played: 2)])
    #expect(Profile(json: partly)?.games.review == ["cPE", "fNG"])
  }

  @Test func endingAGame_keepsTheBestScoreGamesPlayedAndDaysInARow() async throws {
    let (sut, clock) = makeSUT()
    let (_, first) = try await playAndStop(sut, in: Conversation())
    clock.advance(by: 86_400)

    let (end, second) = try await playAndStop(sut, in: first)

    let record = try #require(second.profile.games.record(of: .capitals))
    #expect(record.played == 2)
    #expect(record.streak == 2)
    #expect(record.best == 0)
    #expect(end.text.contains("Best 0 in 2 games · streak: 2 days in a row."))
  }

  @Test func aMissedQuestion_isAskedFirstInTheNextGame_untilAnsweredRight() async throws {
    let (sut, _) = makeSUT()
    let (_, playing) = await sut.ask("quiz me on capitals", in: Conversation())
    let missed = try #require(playing.game?.currentRound)
    let (_, afterSkip) = await sut.ask("skip", in: playing)
    let (_, ended) = await sut.ask("stop", in: afterSkip)

    let (_, again) = await sut.ask("quiz me on capitals", in: ended)

    #expect(ended.profile.games.review.count == 1)
    #expect(ended.profile.games.reviewRounds(for: .capitals) == [missed])
    #expect(again.game?.currentRound == missed)
    let code = missed.codes[0]
    let capital = try #require(GameWorld.board.country(code)?.capitals.first)
    let (_, right) = await sut.ask(capital, in: again)
    let (_, done) = await sut.ask("stop", in: right)
    #expect(done.profile.games.review.isEmpty)
  }

  // MARK: - Helpers

  private func playAndStop(_ sut: ConversationEngine, in conversation: Conversation) async throws
    -> (Reply, Conversation)
  {
    let (_, playing) = await sut.ask("quiz me on capitals", in: conversation)
    return await sut.ask("stop", in: playing)
  }

  private func makeSUT() -> (ConversationEngine, FakeClock) {
    let clock = FakeClock()
    let engine = QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { countries in NamesOnlyInterpreter(names: ExactNameMatcher(countries)) },
      now: { clock.date }, seed: { 42 })
    return (engine, clock)
  }
}

/// An interpreter that understands no question, and reads names as the data writes them.
private struct NamesOnlyInterpreter: QuestionInterpreter {
  let names: ExactNameMatcher

  func interpret(_ text: String) -> Question? { nil }
  func read(_ text: String, candidates: [String]) -> Reading { Reading() }
  func countries(named text: String) -> NameMatch { names.countries(named: text) }
  func capitals(named text: String) -> NameMatch { names.capitals(named: text) }
}
