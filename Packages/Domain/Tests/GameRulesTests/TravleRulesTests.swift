import Domain
import DomainTestSupport
import GameRules
import Testing

/// The route game's rules, by typed outcomes: each country named is on a shortest route, near one
/// or off; the named countries joining the ends win, the guesses beyond a shortest route's count
/// plus four lose; a hint names the next country of a shortest route; the game's text keeps it all.
@Suite struct TravleRulesTests {
  let board = RouteWorld.board
  let now = 1_795_000_000

  @Test func portugalToPoland_hasThreeCountriesBetween_andAllowsSevenGuesses() {
    let map = TravleMap(Travle(start: "PT", end: "PL", shortest: 3), on: board)

    #expect(map.shortest == 3)
    #expect(map.route(on: board) == ["PT", "ES", "FR", "DE", "PL"])
    #expect(Travle(start: "PT", end: "PL", shortest: 3).allowed == 7)
  }

  @Test func namingAShortestRoute_winsPerfectly() {
    var game = game()

    #expect(
      game.play(.guess("Germany"), on: board, now: now) == .init(.travleNamed("DE", .shortest)))
    #expect(game.play(.guess("Spain"), on: board, now: now) == .init(.travleNamed("ES", .shortest)))
    let last = game.play(.guess("France"), on: board, now: now + 9)

    #expect(last == GameOutcome(.travleNamed("FR", .shortest), isEnd: true))
    #expect(game.travle?.won == true)
    #expect(game.travle?.isPerfect == true)
    #expect(game.score == Travle.bestScore)
  }

  @Test func aLongerRoute_winsToo_withTheExtrasMarkedNear_andScoresLess() throws {
    var game = game()
    var outcomes: [GameOutcome] = []
    for name in ["Spain", "France", "Switzerland", "Austria", "Czechia"] {
      outcomes.append(game.play(.guess(name), on: board, now: now))
    }

    #expect(
      outcomes.map(\.event)[2...] == [
        .travleNamed("CH", .near), .travleNamed("AT", .near), .travleNamed("CZ", .near),
      ])
    #expect(outcomes.last?.isEnd == true)
    #expect(game.travle?.won == true)
    #expect(game.travle?.isPerfect == false)
    #expect(game.score == Travle.bestScore - 2)
    let map = TravleMap(try #require(game.travle), on: board)
    #expect(
      map.path(through: ["JP"] + game.travle!.named) == ["PT", "ES", "FR", "CH", "AT", "CZ", "PL"])
    #expect(
      map.path(through: ["DE", "JP"] + game.travle!.named) == ["PT", "ES", "FR", "DE", "PL"])
  }

  @Test func aCountryOffEveryRoute_isMarkedOff_andTheLastGuessLoses() {
    var game = game()
    var last = GameOutcome(.status)
    for name in ["Japan", "Netherlands", "Belgium", "Italy", "Switzerland", "Austria", "Czechia"] {
      last = game.play(.guess(name), on: board, now: now)
    }

    #expect(game.travle?.named.first == "JP")
    #expect(TravleMap(game.travle!, on: board).mark("JP") == .off)
    #expect(last == GameOutcome(.travleNamed("CZ", .near), isEnd: true))
    #expect(game.travle?.won == false)
    #expect(game.score == 0)
  }

  @Test func theEnds_aRepeat_andAnUnknownName_areRefused_withoutUsingAGuess() {
    var game = game()
    _ = game.play(.guess("Spain"), on: board, now: now)

    #expect(
      game.play(.guess("Portugal"), on: board, now: now) == .init(.refused(.alreadyNamed("PT"))))
    #expect(game.play(.guess("Spain"), on: board, now: now) == .init(.refused(.alreadyNamed("ES"))))
    #expect(
      game.play(.guess("Atlantis"), on: board, now: now)
        == .init(.refused(.unknownName("Atlantis"))))
    #expect(game.travle?.guessesLeft == 6)
  }

  @Test func hint_namesTheNextCountryOfAShortestRoute_andCostsAPoint() {
    var game = game()

    #expect(game.play(.command(.hint), on: board, now: now) == .init(.travleHint("ES")))
    #expect(game.play(.command(.hint), on: board, now: now) == .init(.travleHint("FR")))
    _ = game.play(.guess("Germany"), on: board, now: now)

    #expect(game.travle?.won == true)
    #expect(game.travle?.hints == 2)
    #expect(game.score == Travle.bestScore - 2)
  }

  @Test func start_picksEndsWithTwoToFiveBetween_theDailyTheSameForEveryone() throws {
    let practice = try #require(Game.start(mode: .travle, on: board, now: now, seed: 7)?.travle)
    let first = try #require(Game.start(mode: .travleDaily, on: board, now: now, seed: 1))
    let second = try #require(Game.start(mode: .travleDaily, on: board, now: now + 60, seed: 9))

    #expect(Travle.between.contains(practice.shortest))
    #expect(TravleMap(practice, on: board).shortest == practice.shortest)
    #expect(first.travle == second.travle)
    #expect(first.day == now / 86_400)
  }

  @Test func text_holdsTheRouteAsAFifteenthPart_andReadsBackTheSameGame() {
    var game = game()
    _ = game.play(.command(.hint), on: board, now: now + 1)
    _ = game.play(.guess("Italy"), on: board, now: now + 2)

    #expect(game.text.hasSuffix(";eng;rPTPL3.ESIT.1.0"))
    #expect(Game(text: game.text[...]) == game)
    var full = game
    full.travle?.named = ["ES", "IT", "CH", "AT", "CZ", "NL", "BE"]
    #expect(Game(text: full.text[...]) == full)
    #expect(full.text.utf8.count < 1_024)
  }

  @Test(arguments: [
    "travle;1;;;;;0;0;0;;;7;;eng;rPTPL3.ESFRDEITCHATCZNL.0.0",
    "travle;1;;;;;0;0;0;;;7;;eng;rPTPL9..0.0",
    "travle;1;;;;;0;0;0;;;7;;eng;rPTPT3..0.0",
    "travle;1;;;;;0;0;0;;;7;;eng;rPTPL3.ES.2.0",
    "travle;1;;;;;0;0;0;;;7;;eng;rPTPL3.PT.0.0",
    "travle;1;;;;;0;0;0;;;7;;eng;PTPL3..0.0",
    "travle;1;;;;;0;0;0;;;7;;eng",
    "capitals;1;;;;;0;0;0;;;7;;eng;rPTPL3..0.0",
  ])
  func text_refusesARouteBeyondItsLimits(text: String) {
    #expect(Game(text: text[...]) == nil)
  }

  private func game() -> Game {
    let travle = Travle(start: "PT", end: "PL", shortest: 3)
    return Game(mode: .travle, startedAt: now, total: travle.allowed, travle: travle)
  }
}
