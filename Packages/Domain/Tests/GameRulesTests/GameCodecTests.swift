import Domain
import DomainTestSupport
import GameRules
import Testing

/// A game's text in the conversation's context: compact, read back the same, refused when it breaks
/// the game's limits. Contexts already issued hold it, so its format stays.
@Suite struct GameCodecTests {
  @Test(arguments: GameSamples.games)
  func text_readsBackTheSameGame(game: Game) {
    #expect(Game(text: game.text[...]) == game)
  }

  @Test func text_keepsTheFormatOfTheContextsAlreadyIssued() {
    let rounds = Game(
      mode: .capitals, rounds: [.capital("PE"), .more("CL", "PE", .area)],
      marks: [.right(hints: 2)], hints: 1, hintsUsed: 2, guesses: 3, startedAt: 5, deadline: 65,
      total: 2)
    let nameAll = Game(
      mode: .nameAll, startedAt: 1, target: .group(.region("Africa")), found: [0, 5], total: 6,
      language: .french)

    #expect(rounds.text == "capitals;5;65;;cPEaCLPE;2;1;2;3;;;2;")
    #expect(nameAll.text == "name-all;1;;;;;0;0;0;r:Africa;12;6;;fra")
  }

  @Test func text_ofAGameInEnglish_namesNoLanguage_andReadsBackAsEnglish() throws {
    let game = Game(mode: .flags, rounds: [.flag("PE")], startedAt: 5, total: 1)

    let decoded = try #require(Game(text: game.text[...]))

    #expect(game.text.split(separator: ";", omittingEmptySubsequences: false).count == 13)
    #expect(decoded.language == .english)
  }

  @Test(arguments: [
    "nameAll;1;;;;;0;0;0;r:Africa;ff;4;",  // more members named than the game has
    "mixed;1;;;cPE;ww;0;0;0;;;1;",  // more marks than rounds
    "mixed;1;;;xPE;;0;0;0;;;1;",  // no such round
    "name-all;1;;;;;0;0;0;;;4;",  // a name-them-all without a target
    "capitals;1;;;cpe;;0;0;0;;;1;",  // codes in lower case
    "capitals;1;;;cPE;;0;0;0;;;1;;klingon",  // no such language
    "name-all;1;;;;;0;0;0;w;;401;",  // more answers than any group has
    "capitals;1;;;cPE;;100;0;0;;;1;",  // more hints than a round has
  ])
  func initText_refusesAGameThatBreaksItsLimits(text: String) {
    #expect(Game(text: Substring(text)) == nil)
  }

  @Test func initText_refusesInstantsOutsideTheClocksRange() throws {
    let game = try #require(
      Game.start(mode: .capitals, on: GameWorld.board, now: 1_795_000_000, seed: 1))
    var parts = game.text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    parts[1] = String(Int.max)

    #expect(Game(text: parts.joined(separator: ";")[...]) == nil)
    parts[1] = "1795000000"
    parts[3] = "1794999999"
    #expect(Game(text: parts.joined(separator: ";")[...]) == nil, "ended before it started")
    parts[3] = ""
    parts[12] = String(Int.min)
    #expect(Game(text: parts.joined(separator: ";")[...]) == nil)
  }
}
