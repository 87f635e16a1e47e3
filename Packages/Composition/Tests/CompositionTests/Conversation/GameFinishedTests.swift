import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import LanguagePacks
import Testing

@testable import Presentation

/// Today's games, finished: played through the composed engine over the bundled data, with a
/// fixed clock and seed, as a person types them.
@Suite struct GameFinishedTests {
  private let clock = FakeClock()
  private var day: Int { clock.seconds / 86_400 }
  private let engine: ConversationEngine

  init() {
    let clock = clock
    engine = QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)),
      now: { clock.date }, seed: { 7 })
  }

  // MARK: - The end lists only what was asked

  @Test func stoppingEarly_listsOnlyTheQuestionsAsked_andScoresOutOfThem() async throws {
    let (_, playing) = await engine.ask("quiz me on capitals", in: Conversation())
    let (_, skipped) = await engine.ask("skip", in: playing)

    let (end, _) = await engine.ask("stop", in: skipped)

    let game = try #require(end.game)
    #expect(game.over)
    #expect(game.results.count == 2, "\(game.results)")
    #expect(end.text.contains("Score 0 of 6: 0 of 2 right"), "\(end.text)")
    let missed = try #require(end.lines.first { $0.kind == .missed }).text
    #expect(missed.components(separatedBy: "→").count == 3, "\(missed)")
  }

  @Test func stoppingAtOnce_listsTheOneQuestionAsked_inEverySummaryLanguage() async throws {
    for (start, stop) in [
      ("quiz sur les drapeaux", "arrête"), ("quiz de banderas", "basta"),
      ("Quiz Flaggen", "stopp"), ("teste de bandeiras", "parar"),
      ("gioca con le bandiere", "basta"), ("quiz me on flags", "stop"),
    ] {
      let (_, playing) = await engine.ask(start, in: Conversation())
      let (end, _) = await engine.ask(stop, in: playing)

      #expect(end.game?.results.count == 1, "\(start): \(end.text)")
    }
  }

  // MARK: - Hints

  @Test func hints_onTheCountryOfACapital_neverNameTheCapitalTheQuestionNamed() async throws {
    let game = Game(
      mode: .countries, rounds: [.countryOfCapital("PE")], startedAt: clock.seconds, total: 1)

    let hints = await lines(["hint", "hint", "hint", "hint", "hint"], in: Conversation(game: game))

    #expect(hints.filter { $0.hasPrefix("Hint:") }.count == 3, "\(hints)")
    #expect(!hints.contains { $0.contains("Lima") }, "\(hints)")
  }

  @Test func hint_onAnISOCode_givesMoreLettersThanTheCodeShares() async throws {
    let game = Game(mode: .codes, rounds: [.code("PE")], startedAt: clock.seconds, total: 1)

    let hints = await lines(["hint", "hint"], in: Conversation(game: game))

    #expect(hints[1] == "Hint: Its name starts with Per. (−1 point)", "\(hints)")
  }

  @Test func hint_inANameThemAllOfNeighbours_neverNamesTheCountryAsked() async throws {
    let hints = await lines(
      ["quiz me on countries bordering France", "hint", "hint"], in: Conversation())

    #expect(hints[0].contains("Name the neighbours of France"))
    #expect(hints[2].hasPrefix("Hint: It borders "), "\(hints)")
    #expect(!hints[2].contains("France"), "\(hints)")
  }

  @Test func hint_isFree_onceARoundIsWorthItsLastPoint() async throws {
    let game = Game(mode: .flags, rounds: [.flag("PE")], startedAt: clock.seconds, total: 1)

    let hints = await lines(["hint", "hint", "hint", "Peru"], in: Conversation(game: game))

    #expect(hints[0].hasSuffix("(−1 point)") && hints[1].hasSuffix("(−1 point)"), "\(hints)")
    #expect(hints[2].hasPrefix("Hint: It borders "), "\(hints)")
    #expect(hints[2].hasSuffix("(free: nothing left to lose)"), "\(hints)")
    #expect(hints[3].contains("Score 1 of 3"), "\(hints)")
  }

  @Test(arguments: [
    (Language.english, "hint", "Hint: Its name starts with ", "(free: nothing left to lose)"),
    (.french, "indice", "Indice : ", "(gratuit : plus rien à perdre)"),
    (.spanish, "pista", "Pista: ", "(gratis: ya no hay nada que perder)"),
    (.german, "tipp", "Tipp: ", "(gratis: nichts mehr zu verlieren)"),
    (.portuguese, "dica", "Dica (grátis: já não há nada a perder): ", ""),
    (.italian, "indizio", "Indizio: ", "(gratis: non c'è più niente da perdere)"),
  ])
  func hint_inANameThemAllScoringNothing_isFree_andCostsNothingLater(
    language: Language, hint: String, starts: String, ends: String
  ) async throws {
    let game = Game(
      mode: .nameAll, startedAt: clock.seconds, target: .neighbours("FR"), total: 8,
      language: language)

    let (reply, after) = await engine.ask(hint, in: Conversation(game: game, language: language))

    #expect(reply.text.hasPrefix(starts) && reply.text.hasSuffix(ends), "\(reply.text)")
    #expect(after.game?.hintsUsed == 0)
  }

  // MARK: - Bests per topic

  @Test func bests_areKeptPerTopic_notPerKindOfGame() async throws {
    var conversation = Conversation()
    for (line, guess) in [
      ("quiz me on countries in South America", "Peru"), ("quiz me on countries in Africa", "Mali"),
      ("quiz me on countries in South America", "stop"),
    ] {
      let (_, playing) = await engine.ask(line, in: conversation)
      let (_, guessed) = await engine.ask(guess, in: playing)
      conversation = await engine.ask("stop", in: guessed).1
    }

    let records = conversation.profile.games.records
    #expect(
      records["name-all:r:South America"] == .init(best: 1, played: 2, streak: 1, lastDay: day))
    #expect(records["name-all:r:Africa"] == .init(best: 1, played: 1, streak: 1, lastDay: day))
    #expect(records["name-all"] == nil)
  }

  @Test func aProfileWrittenBeforeTopics_stillLoads_withItsNumbersHeldToTheirRange() throws {
    let json = Data(
      #"""
      {"favourites": ["JP"], "games": {"records": {
        "name-all": {"best": 12, "played": 3, "streak": 1, "lastDay": 20775},
        "flags": {"best": -4, "played": 99999999999, "streak": 2, "lastDay": 99999999999},
        "name-all:r:Africa": {"best": 30, "played": 1, "streak": 1, "lastDay": 20776},
        "name-all:zz": {"best": 1}, "name-all:r:\#(String(repeating: "x", count: 90))": {"best": 1}
      }, "review": ["fNG"]}}
      """#.utf8)

    let profile = try #require(Profile(json: json))

    let records = profile.games.records
    #expect(profile.favourites == ["JP"])
    #expect(records.keys.sorted() == ["flags", "name-all", "name-all:r:Africa"])
    #expect(records["name-all"] == .init(best: 12, played: 3, streak: 1, lastDay: 20_775))
    #expect(
      records["flags"]
        == .init(best: 0, played: 1_000_000_000, streak: 2, lastDay: Game.days.upperBound))
    #expect(Profile(json: profile.json) == profile)
  }

  // MARK: - Another valid name is simply right

  @Test(arguments: [
    (Language.english, "Holland", "NL"), (.english, "Czech Republic", "CZ"),
    (.english, "the Falklands", "FK"), (.english, "Burma", "MM"),
    (.french, "Hollande", "NL"), (.french, "République tchèque", "CZ"),
    (.french, "les Malouines", "FK"),
    (.spanish, "Holanda", "NL"), (.spanish, "República Checa", "CZ"),
    (.spanish, "las Malvinas", "FK"),
    (.german, "Holland", "NL"), (.german, "Tschechische Republik", "CZ"),
    (.german, "Falklands", "FK"),
    (.portuguese, "Países Baixos", "NL"), (.portuguese, "República Tcheca", "CZ"),
    (.portuguese, "Malvinas", "FK"),
    (.italian, "Olanda", "NL"), (.italian, "Repubblica Ceca", "CZ"),
    (.italian, "Falkland", "FK"),
  ])
  func anotherValidName_isRight_withNoYouMean(language: Language, typed: String, code: String)
    async throws
  {
    let game = Game(
      mode: .flags, rounds: [.flag(code), .flag("PE")], startedAt: clock.seconds, total: 2,
      language: language)

    let (reply, after) = await engine.ask(typed, in: Conversation(game: game, language: language))

    #expect(after.game?.marks == [.right(hints: 0)], "\(reply.text)")
    let said = try #require(reply.lines.first).text
    #expect(said == GamePhrasebook.of(language).text(.right), "\(said)")
  }

  @Test(arguments: [Language.english, .french])
  func aNameThatFitsSeveralCountries_isStillAskedAbout(language: Language) async throws {
    let game = Game(
      mode: .flags, rounds: [.flag("CG")], startedAt: clock.seconds, total: 1, language: language)

    let (reply, after) = await engine.ask("Congo", in: Conversation(game: game, language: language))

    #expect(after.game?.marks == [], "\(reply.text)")
  }

  @Test func aFormerName_isRight_butSaysWhatItWasReadAs() async throws {
    let game = Game(mode: .flags, rounds: [.flag("MK")], startedAt: clock.seconds, total: 1)

    let (reply, _) = await engine.ask("Macedonia", in: Conversation(game: game))

    #expect(reply.text.contains("\"Macedonia\": you mean North Macedonia? Accepted."))
  }

  // MARK: - Higher or lower

  @Test(arguments: [
    (Language.english, "higher", "lower", "the first one", "the second one"),
    (.french, "plus", "moins", "le premier", "le deuxième"),
    (.spanish, "más", "menos", "el primero", "el segundo"),
    (.german, "höher", "niedriger", "der erste", "der zweite"),
    (.portuguese, "mais", "menos", "o primeiro", "o segundo"),
    (.italian, "più", "meno", "il primo", "il secondo"),
  ])
  func higherLowerAndFirstOrSecond_answerAHigherOrLowerRound(
    language: Language, higher: String, lower: String, first: String, second: String
  ) async throws {
    // Peru has more people than Chile: "higher" says the second has more.
    let rounds: [GameRound] = [
      .more("CL", "PE", .population), .more("PE", "CL", .population),
      .more("PE", "CL", .area), .more("CL", "PE", .area), .more("CL", "PE", .population),
    ]
    let game = Game(
      mode: .higherLower, rounds: rounds, startedAt: clock.seconds, total: rounds.count,
      language: language)

    let texts = await lines(
      [higher, lower, first, second, lower], in: Conversation(game: game, language: language))

    let right = GamePhrasebook.of(language).text(.right)
    #expect(texts.prefix(4).allSatisfy { $0.hasPrefix(right) }, "\(texts)")
    #expect(texts[4].hasPrefix("✗"), "\(texts[4])")
  }

  // MARK: - A flag is shown once

  @Test(arguments: [
    ("quiz me on flags", "Which country's flag is this?"),
    ("quiz sur les drapeaux", "À quel pays appartient ce drapeau ?"),
    ("quiz de banderas", "¿De qué país es esta bandera?"),
    ("Quiz Flaggen", "Zu welchem Land gehört diese Flagge?"),
    ("teste de bandeiras", "De que país é esta bandeira?"),
    ("gioca con le bandiere", "Di quale paese è questa bandiera?"),
  ])
  func aFlagQuestionWithThePicture_neverSpellsTheFlagOutInItsText(line: String, question: String)
    async throws
  {
    var conversation = Conversation()
    for typed in [line, "skip"] {
      let (reply, next) = await engine.ask(typed, in: conversation)
      conversation = next
      guard case .flag(let code) = next.game?.currentRound else {
        Issue.record("expected a flag round: \(reply.text)")
        return
      }
      let emoji = try #require(GameWorld.emoji(of: code))

      #expect(reply.imageURL?.isEmpty == false)
      #expect(reply.picture == emoji)
      #expect(reply.text.contains(question), "\(reply.text)")
      #expect(!reply.jsonLine.contains(emoji), "\(reply.jsonLine)")
      #expect(!reply.text.unicodeScalars.contains { (0x1F1E6...0x1F1FF).contains($0.value) })
    }
  }

  // MARK: - The daily challenge, replayed

  @Test(arguments: [
    (
      "daily challenge", "stop",
      "You already played today's challenge (0 of 30): this is a replay, and your first result "
        + "stays.",
      "A replay: today's recorded score stays 0 of 30."
    ),
    (
      "défi du jour", "arrête",
      "Vous avez déjà joué le défi du jour (0 sur 30) : cette partie est rejouée, votre premier "
        + "résultat est conservé.",
      "Partie rejouée : le score enregistré du jour reste 0 sur 30."
    ),
  ])
  func aReplayedDailyChallenge_saysSo_andKeepsTheDaysFirstResult(
    start: String, stop: String, replayed: String, kept: String
  ) async throws {
    let (_, first) = await engine.ask(start, in: Conversation())
    let (_, played) = await engine.ask(stop, in: first)
    clock.advance(by: 60)

    let (again, replaying) = await engine.ask(start, in: played)
    let round = try #require(replaying.game?.currentRound)
    let (_, answered) = await engine.ask(try await answer(to: round), in: replaying)
    let (end, after) = await engine.ask(stop, in: answered)

    #expect(again.text.contains(replayed), "\(again.text)")
    #expect(end.game?.score == 3, "\(end.text)")
    #expect(end.text.contains(kept), "\(end.text)")
    #expect(after.profile.games.daily == GameRecords.Daily(day: day, score: 0))
    #expect(after.profile.games.record(of: .daily) == .init(played: 1, streak: 1, lastDay: day))
  }

  @Test func theFirstDailyChallengeOfADay_isNoReplay() async throws {
    let (_, yesterday) = await engine.ask("daily challenge", in: Conversation())
    let (_, played) = await engine.ask("stop", in: yesterday)
    clock.advance(by: 86_400)

    let (today, _) = await engine.ask("daily challenge", in: played)

    #expect(!today.text.contains("replay"), "\(today.text)")
  }

  // MARK: - Helpers

  /// The right answer to `round`, as a player types it.
  private func answer(to round: GameRound) async throws -> String {
    let board = try await QuizComposer.makeAnswerer(
      configuration: QuizConfiguration(isOffline: true)
    ).load().get().board
    let country = try #require(board.country(round.answerCode(on: board)))
    if case .capital = round { return try #require(country.capitals.first) }
    return country.names.common
  }

  /// The text of each reply to `typed`, played in turn from `conversation`.
  private func lines(_ typed: [String], in conversation: Conversation) async -> [String] {
    var conversation = conversation
    var texts: [String] = []
    for line in typed {
      let (reply, next) = await engine.ask(line, in: conversation)
      texts.append(reply.text)
      conversation = next
    }
    return texts
  }
}

extension GameWorld {
  /// The flag of `code` as an emoji: its two regional-indicator letters.
  static func emoji(of code: String) -> String? {
    let scalars = code.unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }
    return scalars.count == 2 ? String(String.UnicodeScalarView(scalars)) : nil
  }
}
