import Domain
import DomainTestSupport
import GameRules
import Testing

/// Starting a game, pure: the same seed asks the same rounds, the day's challenge is everyone's.
@Suite struct GameStartTests {
  let board = GameWorld.board
  let start = 1_795_000_000

  @Test func start_withTheSameSeed_asksTheSameRounds() throws {
    let first = try #require(Game.start(mode: .mixed, on: board, now: start, seed: 7))
    let again = try #require(Game.start(mode: .mixed, on: board, now: start, seed: 7))
    let other = try #require(Game.start(mode: .mixed, on: board, now: start, seed: 8))

    #expect(first.rounds == again.rounds)
    #expect(first.rounds != other.rounds)
  }

  @Test func daily_asksEveryoneTheSameRoundsThatDay_andOthersTheNext() throws {
    let morning = try #require(
      Game.start(mode: .daily, on: board, now: start - start % 86_400, seed: 1))
    let evening = try #require(
      Game.start(mode: .daily, on: board, now: start - start % 86_400 + 80_000, seed: 2))
    let tomorrow = try #require(Game.start(mode: .daily, on: board, now: start + 86_400, seed: 1))

    #expect(morning.rounds == evening.rounds)
    #expect(morning.rounds != tomorrow.rounds)
    #expect(morning.day == start / 86_400)
  }

  @Test func capitals_asksAboutEveryCountryOnce() throws {
    let game = try #require(Game.start(mode: .capitals, on: board, now: start, seed: 3))

    let codes = game.rounds.flatMap(\.codes)

    #expect(game.rounds.count == 10)
    #expect(Set(codes).count == codes.count)
    #expect(game.rounds.allSatisfy { if case .capital = $0 { true } else { false } })
    #expect((game.total, game.bestScore, game.asked, game.score) == (10, 30, 1, 0))
  }

  @Test func start_asksTheRoundsMissedBeforeFirst() throws {
    let review: [GameRound] = [.capital("PE"), .capital("BO")]

    let game = try #require(
      Game.start(mode: .capitals, on: board, now: start, seed: 3, review: review))

    #expect(Array(game.rounds.prefix(2)) == review)
    #expect(game.rounds.dropFirst(2).allSatisfy { !["PE", "BO"].contains($0.codes[0]) })
  }

  @Test func nameAll_runsOnAFiveMinuteClockUnlessToldOtherwise() throws {
    let game = try #require(
      Game.start(
        mode: .nameAll, target: .group(.region("South America")), on: board, now: start, seed: 1))
    let short = try #require(
      Game.start(
        mode: .nameAll, target: .group(.region("South America")), minutes: 3, on: board,
        now: start, seed: 1))

    #expect(game.total == 4)
    #expect(game.remaining(at: start) == Game.defaultMinutes * 60)
    #expect(short.remaining(at: start + 60) == 120)
  }

  @Test func nameAll_withoutATargetOrWithNoMember_cannotStart() {
    let none = Game.start(mode: .nameAll, on: board, now: start, seed: 1)
    let empty = Game.start(
      mode: .nameAll, target: .group(.region("Antarctica")), on: board, now: start, seed: 1)

    #expect(none == nil)
    #expect(empty == nil)
  }

  @Test func prefixNameThemAll_inItalian_countsTheNamesItalianWritesWithTheLetters() throws {
    let italian = try #require(
      Game.start(
        mode: .nameAll, target: .prefix("Ci"), minutes: 1, language: .italian, on: board, now: 0,
        seed: 1))

    let english = Game.start(
      mode: .nameAll, target: .prefix("Ci"), minutes: 1, on: board, now: 0, seed: 1)

    #expect(italian.total == 1)
    #expect(italian.membersNotNamed(on: board).map(\.cca2) == ["CL"])
    #expect(english == nil)
  }

  @Test func nameThemAll_inAnotherLanguage_countsItsMembersInThatLanguagesNameOrder() throws {
    let board = GameBoard(
      countries: [
        european("AT", "Austria", french: "Autriche"),
        european("DE", "Germany", french: "Allemagne"),
      ], matcher: ExactNameMatcher([]))

    let english = try #require(
      Game.start(mode: .nameAll, target: .group(.region("Europe")), on: board, now: 0, seed: 1))
    let french = try #require(
      Game.start(
        mode: .nameAll, target: .group(.region("Europe")), language: .french, on: board, now: 0,
        seed: 1))

    #expect(english.membersNotNamed(on: board).map(\.cca2) == ["AT", "DE"])
    #expect(french.membersNotNamed(on: board).map(\.cca2) == ["DE", "AT"])
  }

  // MARK: - Helpers

  private func european(_ cca2: String, _ name: String, french: String) -> Country {
    Country(
      cca2: cca2, cca3: cca2 + "X",
      names: Country.Names(
        common: name, official: name,
        translations: ["fra": Country.LocalizedName(common: french, official: french)]),
      capitals: [], flag: Country.Flag(emoji: "", pngURL: ""), region: "Europe")
  }
}
