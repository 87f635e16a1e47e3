import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import LanguagePacks
import Testing

@testable import Interpretation
@testable import Presentation

/// What bounds a line's work: the engine reads at most `LineLimit.words` words, a game command is
/// looked for only in a short line, and a game request's topic has a bounded length.
@Suite struct BoundedWorkTests {
  @Test(arguments: Language.allCases)
  func aLineOfMoreWordsThanTheLimit_isRefusedInTheConversationsLanguage_andChangesNothing(
    language: Language
  ) async throws {
    let sut = makeSUT()
    let (_, playing) = await sut.ask("quiz me on capitals", in: Conversation(language: language))
    let line = "quiz me on countries in" + String(repeating: " a", count: LineLimit.words)

    let (reply, next) = await sut.ask(line, in: playing)
    let (fresh, unchanged) = await sut.ask(line, in: Conversation(language: language))

    #expect(reply.outcome == .unrecognized)
    #expect(reply.text == ChatPhrasebook.of(language).text(.tooLong, ["count": "40"]))
    #expect(reply.text.contains("40"))
    #expect(next == playing)
    #expect(fresh.outcome == .unrecognized)
    #expect(unchanged == Conversation(language: language))
  }

  @Test func hasTooManyWords_countsRunsOfNonBlankBytes() {
    let forty = Array(repeating: "é", count: LineLimit.words).joined(separator: " \t ")

    #expect(!LineLimit.hasTooManyWords(forty))
    #expect(!LineLimit.hasTooManyWords("  " + forty + "\n"))
    #expect(LineLimit.hasTooManyWords(forty + " x"))
    #expect(!LineLimit.hasTooManyWords(String(repeating: "x", count: 5_000)))
  }

  @Test func hasTooManyWords_countsWordsSeparatedByMarksAsTheReaderDoes() {
    let commas =
      "capital of " + Array(repeating: "a", count: LineLimit.words).joined(separator: ",")
    let ideographic = Array(repeating: "a", count: LineLimit.words + 1).joined(
      separator: "\u{3000}")

    #expect(LineLimit.hasTooManyWords(commas))
    #expect(LineLimit.hasTooManyWords(ideographic))
    #expect(
      !LineLimit.hasTooManyWords("what's the capital of Guinea-Bissau, São Tomé and Côte d’Ivoire?")
    )
  }

  @Test(arguments: Language.allCases)
  func everyGameCommand_fitsTheLengthACommandIsLookedForIn(language: Language) {
    for words in GamePhrasebook.of(language).commands.values {
      for word in words { #expect(word.utf8.count <= GameCommand.longestLine, "\(word)") }
    }
  }

  @Test func aGameRequestWithALongerTopicThanAnyGame_isNoGame() {
    let long = "quiz me on" + String(repeating: " a", count: GameRequest.longestTopic + 1)

    #expect(GameRequest.read("quiz me on the capitals of South America in five minutes") != nil)
    #expect(GameRequest.read(long) == nil)
  }

  @Test func aProfileOverItsByteLimit_isRefusedBeforeItIsDecoded() {
    let padding = String(repeating: " ", count: Profile.maximumBytes)

    #expect(Profile(json: Data(#"{"favourites":["PE"]}"#.utf8))?.favourites == ["PE"])
    #expect(Profile(json: Data((#"{"favourites":["PE"]}"# + padding).utf8)) == nil)
  }

  @Test func aProfileWithMoreFavouritesThanTheLimit_keepsTheFirstOnes() throws {
    let codes = (0..<300).map { String(format: "\"%c%c\"", 65 + $0 / 26 % 26, 65 + $0 % 26) }
    let json = #"{"favourites":["# + codes.joined(separator: ",") + "]}"

    let profile = try #require(Profile(json: Data(json.utf8)))

    #expect(profile.favourites.count == Profile.maximumFavourites)
    #expect(profile.favourites.first == "AA")
  }

  @Test func aFavouriteCodeIsTwoASCIILetters_neverAnUpperCasedEszett() throws {
    let profile = try #require(Profile(json: Data(#"{"favourites":["ß","pe","Ωx","SS"]}"#.utf8)))

    #expect(profile.favourites == ["PE", "SS"])
  }

  private func makeSUT() -> ConversationEngine {
    let clock = FakeClock()
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { _ in ReadingInterpreterStub(readings: [:]) },
      now: { clock.date }, seed: { 42 })
  }
}

/// A game line the data could not answer keeps the game as it was and can be retried.
@Suite struct GameLineRetryTests {
  @Test func aGameLineWhenTheDataFails_isKeptForARetry_thatPlaysItOnceTheDataIsBack() async throws {
    let clock = FakeClock()
    let engine = QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { _ in ReadingInterpreterStub(readings: [:]) },
      now: { clock.date }, seed: { 42 })
    let (_, playing) = await engine.ask("quiz me on capitals", in: Conversation())
    let failed = Turn(
      data: .failure(.unavailable(.timedOut)), reader: QuizComposer.lineReader, now: clock.date,
      seed: 1)

    let (reply, next) = failed.ask("skip", in: playing)
    let data = await engine.answerer.load()
    let (event, after) = engine.turn(data).send("retry", in: next)

    #expect(reply.outcome == .unavailable && reply.isRetryable)
    #expect(next.game == playing.game)
    #expect(next.retry == "skip")
    #expect(Turn.needs("retry", in: next) == .refreshed)
    guard case .reply(let retried) = event else {
      Issue.record("a retry is a reply")
      return
    }
    #expect(retried.outcome == .game)
    #expect(after.game?.marks == [.skipped])
  }
}

/// While a round that asks for a country is open, no reply names that country.
@Suite struct GameAnswerSecrecyTests {
  @Test(arguments: ["quiz me on capitals in reverse", "quiz me on flags"])
  func aRoundAskingForACountry_neverNamesItInTheReply(line: String) async throws {
    let clock = FakeClock()
    let engine = QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { _ in ReadingInterpreterStub(readings: [:]) },
      now: { clock.date }, seed: { 42 })
    var (reply, conversation) = await engine.ask(line, in: Conversation())
    #expect(conversation.game?.currentRound != nil)
    for _ in 0..<3 {
      guard let answer = conversation.game?.currentRound?.codes.first else { break }
      #expect(!reply.countries.contains(answer), "\(reply.text)")
      (reply, conversation) = await engine.ask("skip", in: conversation)
    }
  }
}
