import Domain
import DomainTestSupport
import Testing

@testable import GameRules

/// The quiz finds the player's country: typed questions chosen from the answers alone, typed
/// outcomes, and the answers in the game's text.
@Suite struct FindMineTests {
  let board = GameWorld.board

  /// Plays the game with an honest player thinking of `code`; the outcome of the last move.
  private func play(_ game: inout Game, thinkingOf code: String) throws -> GameOutcome {
    let country = try #require(board.country(code))
    var outcome = GameOutcome(.help)
    while !game.isOver, let question = game.asking {
      outcome = game.play(
        .yesNo(question.holds(for: country, in: game.language)), on: board, now: 2)
    }
    return outcome
  }

  @Test(arguments: GameWorld.countries.map(\.cca2))
  func anHonestPlayer_isAlwaysFound_withinLogarithmicQuestions(code: String) throws {
    var game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))

    let outcome = try play(&game, thinkingOf: code)

    #expect(outcome == GameOutcome(.findMine(.found(code)), isEnd: true))
    // Twelve countries: at most 5 questions before the right guess.
    #expect(game.clues.count <= 6)
  }

  @Test func theFirstQuestion_splitsTheCountriesNearlyInHalf() throws {
    let game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))
    let question = try #require(game.asking)

    let yes = GameWorld.countries.filter { question.holds(for: $0, in: .english) == true }.count

    #expect((4...8).contains(yes), "\(question): \(yes) of 12")
    #expect(game.asked == 1)
  }

  @Test func aFigureQuestion_takesTheRoundestNumberBetweenTwoCandidates() {
    #expect(FindChooser.roundest(from: 11_673_029, below: 19_116_209) == 20_000_000 - 8_000_000)
    #expect(FindChooser.roundest(from: 30_528, below: 551_695) == 100_000)
    #expect(FindChooser.roundest(from: 0, below: 5) == 0)
  }

  @Test func dontKnow_leavesEveryCountryPossible_andAsksSomethingElse() throws {
    var game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))
    let first = try #require(game.asking)

    let outcome = game.play(.command(.skip), on: board, now: 2)

    #expect(game.candidates(on: board).count == GameWorld.countries.count)
    #expect(game.clues == [FindClue(first, nil)])
    guard case .findMine(.asked(let next)) = outcome.event else {
      Issue.record("\(outcome)")
      return
    }
    #expect(next != first)
  }

  @Test func aWordTypedWhileAQuestionWaits_asksForYesOrNo() throws {
    var game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))

    let outcome = game.play(.guess("Peru"), on: board, now: 2)

    #expect(outcome == GameOutcome(.findMine(.answerYesOrNo)))
    #expect(game.clues.isEmpty)
  }

  @Test func aContradiction_givesUp_andNamingTheCountry_saysWhichAnswerDidNotFit() throws {
    var game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))
    var outcome = GameOutcome(.help)
    // Always no: no country of the data is everything's opposite.
    while game.asking != nil { outcome = game.play(.yesNo(false), on: board, now: 2) }
    let wasIt = outcome.event

    let end = game.play(.guess("Peru"), on: board, now: 3)

    #expect(
      wasIt == .findMine(.gaveUp(contradiction: false))
        || wasIt == .findMine(.gaveUp(contradiction: true)))
    guard case .findMine(.revealed("PE", let misfits)) = end.event else {
      Issue.record("\(end)")
      return
    }
    #expect(end.isEnd && game.isOver)
    #expect(!misfits.isEmpty)
    let peru = try #require(board.country("PE"))
    #expect(misfits.allSatisfy { $0.question.holds(for: peru, in: .english) == true })
  }

  @Test func aNameTheDataDoesNotKnow_isAskedAgain() throws {
    var game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))
    while game.asking != nil { _ = game.play(.yesNo(false), on: board, now: 2) }

    let outcome = game.play(.guess("Atlantis"), on: board, now: 3)

    #expect(outcome == GameOutcome(.findMine(.unknownCountry("Atlantis"))))
    #expect(!game.isOver)
  }

  @Test func theGame_travelsInItsText_answersAndTheQuestionWaiting() throws {
    var game = try #require(
      Game.start(mode: .findMine, language: .french, on: board, now: 1, seed: 0))
    _ = game.play(.yesNo(true), on: board, now: 2)
    _ = game.play(.yesNo(nil), on: board, now: 3)

    let read = try #require(Game(text: Substring(game.text)))

    #expect(read == game)
    #expect(read.clues.count == 2 && read.asking != nil)
    #expect(game.text.utf8.count < 120, "\(game.text)")
  }

  @Test func regions_travelByTheirIndex_andAnUnknownNameInFull() throws {
    var game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))
    game.clues = [
      FindClue(.subregion("Australia and New Zealand"), false), FindClue(.region("Atlantis"), nil),
    ]

    #expect(game.text.hasSuffix(";s6n,rAtlantisu," + Game.text(try #require(game.asking)) + "?"))
    #expect(Game(text: Substring(game.text)) == game)
  }

  @Test func aTamperedAnswerList_isNoGame() throws {
    let game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))
    let text = game.text

    #expect(Game(text: Substring(text + ",rEuropex")) == nil)
    #expect(Game(text: Substring("find-mine;1;;;;;0;0;0;;;20;;eng;s99y")) == nil)
    #expect(Game(text: Substring(text + ",gPE?")) == nil)
    // A find-my-country game's text without its answers is not one.
    #expect(
      Game(text: Substring(text.split(separator: ";").dropLast().joined(separator: ";"))) == nil)
  }

  @Test func theTwentiethQuestion_isAGuess() throws {
    var game = try #require(Game.start(mode: .findMine, on: board, now: 1, seed: 0))
    // "Don't know" to everything: the quiz runs out of questions and guesses.
    while game.asking.map({ !$0.isGuess }) == true, game.clues.count < Game.mostFindQuestions {
      _ = game.play(.yesNo(nil), on: board, now: 2)
    }

    #expect(game.asking?.isGuess == true)
    #expect(game.findQuestionsAsked <= Game.mostFindQuestions)
  }
}
