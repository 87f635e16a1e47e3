import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import LanguagePacks
import Testing

@testable import Presentation

/// Learning from games, through the composed engine: a round missed comes back on SM-2's schedule,
/// "my weak countries" lists what is still missed by region in the person's language, and the end
/// of a game lists the time spent on each question.
@Suite struct LearningTests {
  @Test func aMissedRound_comesBackTheSameDay_thenADayAfterItIsAnsweredRight() async throws {
    let (sut, clock) = makeSUT()
    let (_, playing) = await sut.ask("quiz me on capitals", in: Conversation())
    let missed = try #require(playing.game?.currentRound)
    let (_, afterSkip) = await sut.ask("skip", in: playing)
    let (_, ended) = await sut.ask("stop", in: afterSkip)
    let (_, again) = await sut.ask("quiz me on capitals", in: ended)
    let capital = try #require(GameWorld.board.country(missed.codes[0])?.capitals.first)
    let (_, right) = await sut.ask(capital, in: again)
    let (_, done) = await sut.ask("stop", in: right)

    let card = try #require(done.profile.games.cards.first)
    let (_, sameDay) = await sut.ask("quiz me on capitals", in: done)
    clock.advance(by: 86_400)
    let (_, nextDay) = await sut.ask("quiz me on capitals", in: done)

    #expect(again.game?.currentRound == missed)
    #expect(card.round == "c" + missed.codes[0])
    #expect(card.repetitions == 1)
    #expect(card.due == clock.seconds / 86_400)
    #expect(sameDay.game?.currentRound != missed)
    #expect(nextDay.game?.currentRound == missed)
  }

  @Test(arguments: [
    (
      Language.english, "my weak countries", "Your weak countries (2)",
      "Africa: Nigeria (flag, due)"
    ),
    (.french, "mes pays faibles ?", "Vos pays faibles (2)", "Pérou (capitale, à revoir)"),
    (.spanish, "Mis países débiles", "Tus países débiles (2)", "Perú (capital, pendiente)"),
    (.german, "meine schwachen Länder", "Deine schwachen Länder (2)", "Nigeria (Flagge, fällig)"),
    (.portuguese, "os meus países fracos", "Os seus países fracos (2)", "Peru (capital, pendente)"),
    (.italian, "i miei paesi deboli", "I tuoi paesi deboli (2)", "Perù (capitale, da ripassare)"),
  ])
  func myWeakCountries_listsWhatIsStillMissed_byRegion_inTheLanguageAsked(
    language: Language, line: String, heading: String, entry: String
  ) async throws {
    let (sut, clock) = makeSUT()
    let day = clock.seconds / 86_400
    let cards = [
      ReviewCard(round: "cPE", interval: 1, ease: 196, due: day),
      ReviewCard(round: "fNG", interval: 1, ease: 196, due: day - 2),
      ReviewCard(round: "iBE", repetitions: 5, interval: 40, ease: 280, due: day + 30),
    ].compactMap { $0 }
    let profile = Profile(games: GameRecords(cards: cards))

    let (reply, next) = await sut.ask(line, in: Conversation(profile: profile))

    #expect(reply.outcome == .answer)
    #expect(reply.language == language)
    #expect(reply.lines.first?.text.hasPrefix(heading) == true)
    #expect(reply.text.contains(entry))
    #expect(Set(reply.countries) == ["PE", "NG"])
    #expect(next.profile == profile)
  }

  @Test(arguments: [
    (Language.english, "what do I keep getting wrong?", "Nothing to work on yet"),
    (.french, "qu'est-ce que je rate", "Rien à revoir"),
    (.spanish, "mis errores", "Nada que repasar"),
    (.german, "Was mache ich immer falsch?", "Noch nichts zu üben"),
    (.portuguese, "meus erros", "Nada para rever"),
    (.italian, "cosa sbaglio sempre", "Niente da ripassare"),
  ])
  func myWeakCountries_withNothingMissed_saysSoKindly(
    language: Language, line: String, expected: String
  ) async {
    let (sut, _) = makeSUT()

    let (reply, _) = await sut.ask(line, in: Conversation())

    #expect(reply.language == language)
    #expect(reply.text.hasPrefix(expected))
  }

  @Test(arguments: [
    (Language.english, "quiz me on ISO codes", "Time per question: ", " — 4 s; ", " — 1:05; "),
    (.french, "quiz sur les codes ISO", "Temps par question : ", " — 4 s ; ", " — 1:05 ; "),
  ])
  func theEndOfAGame_listsTheTimeSpentOnEachQuestion(
    language: Language, line: String, lead: String, first: String, second: String
  ) async throws {
    let (sut, clock) = makeSUT()
    let (_, playing) = await sut.ask(line, in: Conversation(language: language))
    clock.advance(by: 4)
    let (_, one) = await sut.ask("skip", in: playing)
    clock.advance(by: 65)
    let (_, two) = await sut.ask("skip", in: one)
    clock.advance(by: 7)

    let (end, _) = await sut.ask("stop", in: two)

    let game = try #require(playing.game)
    let book = GamePhrasebook.of(language)
    let names: [String] = game.rounds.prefix(3).map { round in
      book.plainName(code: round.codes[0], on: GameWorld.board)
    }
    let times = try #require(end.lines.first { $0.text.hasPrefix(lead) }?.text)
    let expected: String = lead + names[0] + first + names[1] + second + names[2] + " — 7 s."
    #expect(times == expected)
    #expect(Game(text: two.game?.text[...] ?? "")?.seconds == [4, 65])
  }

  // MARK: - Helpers

  private func makeSUT() -> (ConversationEngine, FakeClock) {
    let clock = FakeClock()
    let games = FakeClock(0)
    let engine = QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { countries in LearningNamesInterpreter(names: ExactNameMatcher(countries)) },
      now: { clock.date },
      seed: {
        games.advance(by: 1)
        return UInt64(games.seconds)
      })
    return (engine, clock)
  }
}

/// An interpreter that understands no question, and reads names as the data writes them.
private struct LearningNamesInterpreter: QuestionInterpreter {
  let names: ExactNameMatcher

  func interpret(_ text: String) -> Question? { nil }
  func read(_ text: String, candidates: [String]) -> Reading { Reading() }
  func countries(named text: String) -> NameMatch { names.countries(named: text) }
  func capitals(named text: String) -> NameMatch { names.capitals(named: text) }
}
