import Domain
import DomainTestSupport
import GameRules
import Testing

/// The mystery country's rules, by typed outcomes: the secret answers questions from the data, a
/// wrong guess gets Worldle's distance, direction and proximity and whether it is warmer, and the
/// game's text keeps the secret, the guesses and the count of questions.
@Suite struct MysteryRulesTests {
  let board = MysteryWorld.board
  let now = 1_795_000_000

  @Test func clue_fromFranceToSpain_pointsSouthWest_withTheGreatCircleDistance() throws {
    let france = try #require(board.country("FR"))
    let spain = try #require(board.country("ES"))

    let clue = try #require(MysteryClue.of(france, towards: spain, after: nil))

    #expect(clue.direction == .southWest)
    #expect(clue.direction.arrow == "↙️")
    #expect((800...900).contains(clue.kilometres))
    #expect(clue.proximity == 95)
    #expect(clue.trend == .first)
  }

  @Test func clue_fromJapanToBrazil_isFarAndCold_afterSpain() throws {
    let japan = try #require(board.country("JP"))
    let spain = try #require(board.country("ES"))
    let brazil = try #require(board.country("BR"))

    let clue = try #require(MysteryClue.of(japan, towards: brazil, after: spain))

    #expect(clue.kilometres > 15_000)
    #expect(clue.proximity < 25)
    #expect(clue.trend == .colder)
  }

  @Test(arguments: [
    (0.0, Compass.north), (44, .northEast), (90, .east), (135, .southEast), (180, .south),
    (-135, .southWest), (-90, .west), (-30, .northWest), (359, .north), (-10, .north),
  ])
  func compass_readsABearingAsTheNearestOfEightPoints(bearing: Double, point: Compass) {
    #expect(Compass(bearing: bearing) == point)
  }

  @Test func daily_hasTheSameSecretForEveryoneThatDay_whateverTheSeed() throws {
    let first = try #require(
      Game.start(mode: .mysteryDaily, on: board, now: now, seed: 1))
    let second = try #require(
      Game.start(mode: .mysteryDaily, on: board, now: now + 3_600, seed: 99))

    #expect(first.mystery?.secret == second.mystery?.secret)
    #expect(first.day == now / 86_400)
    #expect(first.mode == .mysteryDaily)
  }

  @Test func practice_drawsItsSecretFromTheSeed() {
    let secrets = Set(
      (0..<20).compactMap {
        Game.start(mode: .mystery, on: board, now: now, seed: $0)?.mystery?.secret
      })

    #expect(secrets.count > 1)
  }

  @Test(arguments: [
    (MysteryQuestion.borders("ES"), MysteryAnswer.yes(nil)),
    (.borders("PT"), .no(nil)),
    (.landlocked, .no(nil)),
    (.inGroup(.region("Europe")), .yes(nil)),
    (.inGroup(.region("Africa")), .no(nil)),
    (.inGroup(.currency("EUR")), .yes(nil)),
    (.inGroup(.language("French")), .yes(nil)),
    (.measure(.population, .more, 50_000_000), .yes(MysteryRange(.population, 67_000_000))),
    (.measure(.area, .less, 100_000), .no(MysteryRange(.area, 551_695))),
    (.compared(.area, .more, "ES"), .yes(nil)),
    (.compared(.population, .less, "DE"), .yes(nil)),
    (.compared(.area, .more, "FR"), .no(nil)),
    (.size(.population), .range(MysteryRange(.population, 67_000_000))),
    (.startsWith("f"), .yes(nil)),
    (.startsWith("m"), .no(nil)),
    (.direction(.north, of: "ES"), .yes(nil)),
    (.direction(.east, of: "DE"), .no(nil)),
    (.hemisphere(.south), .no(nil)),
  ])
  func ask_answersFromTheData_withYesNoOrARange(question: MysteryQuestion, answer: MysteryAnswer) {
    var game = game(secret: "FR")

    let outcome = game.play(.ask(question), on: board, now: now + 1)

    #expect(outcome == GameOutcome(.mysteryAnswer(question, answer)))
    #expect(game.mystery?.questions == 1)
  }

  @Test func range_isBetweenRoundBounds_neverTheFigure() {
    let range = MysteryRange(.population, 67_391_582)

    #expect(range.lower == 50_000_000)
    #expect(range.upper == 100_000_000)
    #expect(MysteryRange(.population, 1_400_000_000).upper == nil)
  }

  @Test func wrongGuess_getsAClue_andASecondOneSaysWarmer() throws {
    var game = game(secret: "PT")

    let first = game.play(.guess("Germany"), on: board, now: now + 1)
    let second = game.play(.guess("France"), on: board, now: now + 2)

    guard case .mysteryClue(let clue) = first.event, case .mysteryClue(let next) = second.event
    else {
      Issue.record("expected two clues, got \(first) and \(second)")
      return
    }
    #expect(clue.guess == "DE")
    #expect(clue.direction == .southWest)
    #expect(next.trend == .warmer)
    #expect(game.mystery?.guessed == ["DE", "FR"])
    #expect(!game.isOver)
  }

  @Test func sameWrongGuessTwice_isRefused_andUsesNoGuess() {
    var game = game(secret: "PT")
    _ = game.play(.guess("Spain"), on: board, now: now + 1)

    let again = game.play(.guess("Spain"), on: board, now: now + 2)

    #expect(again == GameOutcome(.refused(.alreadyNamed("ES"))))
    #expect(game.mystery?.guesses == 1)
  }

  @Test func rightGuess_endsTheGame_scoringMoreForFewerGuesses() {
    var game = game(secret: "PT")
    _ = game.play(.guess("Spain"), on: board, now: now + 1)

    let found = game.play(.guess("Portugal"), on: board, now: now + 2)

    #expect(found == GameOutcome(.mysteryFound("PT", .exact), isEnd: true))
    #expect(game.score == 5)
    #expect(game.bestScore == Mystery.maximumGuesses)
  }

  @Test func sixWrongGuesses_endTheGame_lost() {
    var game = game(secret: "BR")
    var last: GameOutcome?
    for name in ["Spain", "France", "Germany", "Japan", "Portugal", "Bolivia"] {
      last = game.play(.guess(name), on: board, now: now + 1)
    }

    guard case .mysteryLost(let clue)? = last?.event else {
      Issue.record("expected the game lost, got \(String(describing: last))")
      return
    }
    #expect(clue.guess == "BO")
    #expect(last?.isEnd == true)
    #expect(game.score == 0)
  }

  @Test func commands_giveNoHintAndNothingToSkip_andStopEndsTheGame() {
    var game = game(secret: "FR")

    #expect(game.play(.command(.hint), on: board, now: now) == GameOutcome(.noHint))
    #expect(game.play(.command(.skip), on: board, now: now) == GameOutcome(.nothingToSkip))
    #expect(game.play(.command(.stop), on: board, now: now).isEnd)
  }

  @Test func text_holdsTheMysteryAsAFifteenthPart_andReadsBackTheSameGame() throws {
    var game = game(secret: "PT")
    _ = game.play(.ask(.landlocked), on: board, now: now + 1)
    _ = game.play(.guess("Spain"), on: board, now: now + 2)

    #expect(game.text.hasSuffix(";eng;mPT.ES.1.0"))
    #expect(Game(text: game.text[...]) == game)
  }

  @Test(arguments: [
    "mystery;1;;;;;0;0;0;;;6;;eng;mPT.ESFRDEJPBOBRCL.0.0",
    "mystery;1;;;;;0;0;0;;;6;;eng;mpt..0.0",
    "mystery;1;;;;;0;0;0;;;6;;eng;mPT..1000.0",
    "mystery;1;;;;;0;0;0;;;6;;eng;PT..0.0",
    "mystery;1;;;;;0;0;0;;;6;;eng",
    "capitals;1;;;;;0;0;0;;;6;;eng;mPT..0.0",
  ])
  func text_refusesAMysteryBeyondItsLimits(text: String) {
    #expect(Game(text: text[...]) == nil)
  }

  private func game(secret: String) -> Game {
    Game(
      mode: .mystery, startedAt: now, total: Mystery.maximumGuesses,
      mystery: Mystery(secret: secret))
  }
}

/// Countries with a place on the map, as REST Countries places them.
enum MysteryWorld {
  static let countries: [Country] = [
    place("FR", "FRA", "France", "Europe", 46, 2, 67_391_582, 551_695, ["ESP", "DEU", "BEL"]),
    place("ES", "ESP", "Spain", "Europe", 40, -4, 47_351_567, 505_992, ["FRA", "PRT"]),
    place("PT", "PRT", "Portugal", "Europe", 39.5, -8, 10_305_564, 92_090, ["ESP"]),
    place("DE", "DEU", "Germany", "Europe", 51, 9, 83_240_525, 357_114, ["FRA"]),
    place("JP", "JPN", "Japan", "Asia", 36, 138, 125_836_021, 377_930, []),
    place("BR", "BRA", "Brazil", "Americas", -10, -55, 212_559_409, 8_515_767, ["BOL"]),
    place(
      "BO", "BOL", "Bolivia", "Americas", -17, -65, 11_673_029, 1_098_581, ["BRA"],
      landlocked: true),
    place("CL", "CHL", "Chile", "Americas", -30, -71, 19_116_209, 756_102, ["BOL"]),
  ]

  static let board = GameBoard(countries: countries, matcher: ExactNameMatcher(countries))

  private static func place(
    _ cca2: String, _ cca3: String, _ name: String, _ region: String, _ latitude: Double,
    _ longitude: Double, _ population: Int, _ area: Double, _ borders: [String],
    landlocked: Bool = false
  ) -> Country {
    let euro = ["FR", "ES", "PT", "DE"].contains(cca2)
    return Country(
      cca2: cca2, cca3: cca3,
      names: Country.Names(common: name, official: name, translations: [:], alternates: []),
      capitals: [name + " City"], flag: Country.Flag(emoji: "", pngURL: ""),
      population: population, area: area, region: region,
      languages: cca2 == "FR" ? [Country.Language(code: "fra", name: "French")] : [],
      currencies: euro ? [Country.Currency(code: "EUR", name: "Euro", symbol: "€")] : [],
      borders: borders, coordinates: Country.Coordinates(latitude: latitude, longitude: longitude),
      isIndependent: true, isLandlocked: landlocked)
  }
}
