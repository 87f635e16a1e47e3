import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import LanguagePacks
import Testing

@testable import Presentation

/// The look-alike game through the composed engine over the bundled data: one flag of a pair that
/// looks alike, shown as a picture, "Chad or Romania?", and after the answer how to tell them apart,
/// in each of the six languages.
@Suite struct LookAlikeGameTests {
  private let clock = FakeClock()
  private let engine: ConversationEngine

  init() {
    let clock = clock
    engine = QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)),
      now: { clock.date }, seed: { 11 })
  }

  @Test(arguments: [
    (
      Language.english, "quiz me on look-alike flags", "Which flag is this: ",
      "How to tell them apart: "
    ),
    (
      .french, "quiz sur les drapeaux qui se ressemblent", "Quel est ce drapeau : ",
      "Pour les distinguer : "
    ),
    (.spanish, "juguemos a banderas parecidas", "¿Qué bandera es esta: ", "Cómo distinguirlas: "),
    (
      .german, "quiz mit ähnlichen Flaggen", "Welche Flagge ist das: ", "So unterscheidest du sie: "
    ),
    (.portuguese, "quiz de bandeiras parecidas", "Que bandeira é esta: ", "Como as distinguir: "),
    (.italian, "quiz sulle bandiere simili", "Di chi è questa bandiera: ", "Come distinguerle: "),
  ])
  func aLookAlikeRound_showsOneFlag_asksWhichOfTwo_andSaysHowToTellThemApart(
    language: Language, line: String, question: String, tellApart: String
  ) async throws {
    let (start, playing) = await engine.ask(line, in: Conversation(language: language))
    let game = try #require(playing.game)
    let round = try #require(game.currentRound)
    guard case .lookAlike(let shown, let other) = round else {
      Issue.record("not a look-alike round: \(round)")
      return
    }
    let pair = try #require(LookAlikes.pair(shown, other))

    let (answer, _) = await engine.ask("the first", in: playing)

    #expect(game.mode == .lookAlike)
    #expect(game.language == language)
    #expect(start.image?.code == shown)
    #expect(start.picture != nil)
    #expect(start.text.contains(question), "\(start.text)")
    #expect(!start.text.contains(start.picture ?? "-"))
    #expect(Set(start.countries) == [shown, other])
    #expect(start.countries == [pair.first, pair.second])
    let words = LearningWords.table(for: language)
    let sentence = try #require(words.tellApart[pair.key])
    #expect(answer.text.contains(tellApart + sentence), "\(answer.text)")
    #expect(answer.text.contains(pair.first == shown ? "✓" : "✗"))
  }

  @Test func aNameOfNeither_isRefused_andTheQuestionAskedAgainWithoutGivingAwayTheFlag()
    async throws
  {
    let (_, playing) = await engine.ask("quiz me on look-alike flags", in: Conversation())
    let round = try #require(playing.game?.currentRound)

    let (reply, next) = await engine.ask("Japan", in: playing)

    #expect(next.game?.currentRound == round)
    #expect(reply.text.contains("Which flag is this: "))
    let choices = round.choices
    #expect(choices == (LookAlikes.pair(choices[0], choices[1]).map { [$0.first, $0.second] }))
  }

  @Test func aSkippedRound_saysHowToTellThemApartToo_andTheEndTimesTheFlagShown() async throws {
    let (_, playing) = await engine.ask("quiz me on look-alike flags", in: Conversation())
    clock.advance(by: 3)
    let (skipped, next) = await engine.ask("skip", in: playing)

    let (end, _) = await engine.ask("stop", in: next)

    #expect(skipped.text.contains("How to tell them apart: "), "\(skipped.text)")
    let times = try #require(end.lines.first { $0.text.hasPrefix("Time per question: ") }?.text)
    #expect(!times.contains(" / "), "\(times)")
    #expect(times.contains(" — 3 s; "), "\(times)")
  }

  @Test func everyPair_isInTheBundledData_andHasASentenceInEveryLanguage() async throws {
    let (_, playing) = await engine.ask("quiz me on look-alike flags", in: Conversation())

    #expect(playing.game?.rounds.count == Game.defaultRounds)
    for language in Language.allCases {
      for pair in LookAlikes.pairs {
        let sentence = LearningWords.table(for: language).tellApart[pair.key] ?? ""
        #expect(!sentence.isEmpty, "\(language) \(pair.key)")
      }
      #expect(LearningWords.table(for: language).tellApart.count == LookAlikes.pairs.count)
    }
    #expect(Set(LookAlikes.pairs.map(\.key)).count == LookAlikes.pairs.count)
    #expect(LookAlikes.pairs.allSatisfy { $0.source.hasPrefix("https://en.wikipedia.org/wiki/") })
  }
}
