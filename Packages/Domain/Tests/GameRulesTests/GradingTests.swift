import Domain
import DomainTestSupport
import GameRules
import Testing

/// How a guess is graded, with a matcher that reads typos and names several countries fit: right
/// and how it was read, wrong and what was given, or refused and why.
@Suite struct GradingTests {
  let start = 1_795_000_000

  @Test func countryGuess_aLoneTypo_isRight_andReadAsATypo() {
    var game = flags("NG")

    let outcome = play(
      "Nigeira", in: &game, matching: ["Nigeira": NameMatch(codes: ["NG"], isTypo: true)])

    #expect(outcome.event == .answered(.flag("NG"), .right(.typo("NG", guess: "Nigeira"))))
  }

  @Test func countryGuess_aTypoSeveralCountriesAreAsCloseTo_isRefused() {
    var game = flags("NG")

    let outcome = play(
      "Nigera", in: &game, matching: ["Nigera": NameMatch(codes: ["NE", "NG"], isTypo: true)])

    #expect(outcome == GameOutcome(.refused(.severalFit("Nigera", ["NE", "NG"]))))
    #expect(game.marks.isEmpty)
  }

  @Test func countryGuess_aNameSeveralOtherCountriesShare_isWrong() {
    var game = flags("PE")

    let outcome = play("Sudans", in: &game, matching: ["Sudans": NameMatch(codes: ["SD", "SS"])])

    #expect(
      outcome.event
        == .answered(.flag("PE"), .wrong(.otherCountries(["SD", "SS"], guess: "Sudans"))))
  }

  @Test func capitalGuess_asTheGamesLanguageWritesIt_isRight() {
    var game = Game(
      mode: .capitals, rounds: [.capital("BE")], startedAt: start, total: 1, language: .spanish)

    let outcome = game.play(.guess(" Bruselas "), on: GameWorld.board, now: start)

    #expect(outcome.event == .answered(.capital("BE"), .right(.exact)))
  }

  @Test func capitalGuess_aLoneTypo_isRight_andReadAsATypo() {
    var game = capitals("PE")

    let outcome = play(
      "Lyma", in: &game, matching: ["Lyma": NameMatch(codes: ["PE"], isTypo: true)])

    #expect(outcome.event == .answered(.capital("PE"), .right(.typo("PE", guess: "Lyma"))))
  }

  @Test func capitalGuess_asCloseToSeveralCapitals_isRefused() {
    var game = capitals("NE")

    let outcome = play(
      "Nia", in: &game, matching: ["Nia": NameMatch(codes: ["NE", "NG"], isTypo: true)])

    #expect(outcome == GameOutcome(.refused(.severalCapitals("Nia"))))
  }

  @Test func capitalGuess_anotherCountrysCapital_isWrong_andSaysWhose() {
    var game = capitals("PE")

    let outcome = play("Santiago", in: &game, matching: [:])

    #expect(outcome.event == .answered(.capital("PE"), .wrong(.otherCapital("CL"))))
  }

  @Test func capitalGuess_aCountry_isRefused() {
    var game = capitals("PE")

    let outcome = play("Chile", in: &game, matching: [:])

    #expect(outcome == GameOutcome(.refused(.countryForCapital("CL"))))
  }

  @Test func capitalGuess_thatNamesNothing_isWrong() {
    var game = capitals("PE")

    let outcome = play("Atlantis", in: &game, matching: [:])

    #expect(outcome.event == .answered(.capital("PE"), .wrong(.unknownCapital)))
    #expect(game.marks == [.wrong])
  }

  @Test func nameAllGuess_aTypoOfSeveral_orANameSeveralMembersShare_isRefused() {
    var game = Game(
      mode: .nameAll, startedAt: start, target: .group(.region("Africa")), total: 4)
    let board = board(matching: [
      "Nigera": NameMatch(codes: ["NE", "NG"], isTypo: true),
      "Sudans": NameMatch(codes: ["SD", "SS"]),
    ])

    let typo = game.play(.guess("Nigera"), on: board, now: start)
    let both = game.play(.guess("Sudans"), on: board, now: start)

    #expect(typo == GameOutcome(.refused(.severalFit("Nigera", ["NE", "NG"]))))
    #expect(both == GameOutcome(.refused(.severalFit("Sudans", ["SD", "SS"]))))
    #expect(game.found.isEmpty)
    #expect(game.guesses == 2)
  }

  // MARK: - Helpers

  private func flags(_ code: String) -> Game {
    Game(mode: .flags, rounds: [.flag(code)], startedAt: start, total: 1)
  }

  private func capitals(_ code: String) -> Game {
    Game(mode: .capitals, rounds: [.capital(code)], startedAt: start, total: 1)
  }

  private func play(
    _ guess: String, in game: inout Game, matching names: [String: NameMatch]
  ) -> GameOutcome {
    game.play(.guess(guess), on: board(matching: names), now: start)
  }

  private func board(matching names: [String: NameMatch]) -> GameBoard {
    GameBoard(
      countries: GameWorld.countries,
      matcher: MatcherStub(names: names, exact: ExactNameMatcher(GameWorld.countries)))
  }
}

/// Reads the names it is given as told, and every other name as the data writes it.
private struct MatcherStub: AnswerMatcher {
  let names: [String: NameMatch]
  let exact: ExactNameMatcher

  func countries(named text: String) -> NameMatch {
    names[text] ?? exact.countries(named: text)
  }

  func capitals(named text: String) -> NameMatch {
    names[text] ?? exact.capitals(named: text)
  }
}
