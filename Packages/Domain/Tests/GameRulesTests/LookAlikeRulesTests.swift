import Domain
import DomainTestSupport
import GameRules
import Testing

/// A look-alike round in the game's text: five characters ("lTDRO": Chad's flag shown, Romania
/// the other), read back only for a pair of the table; and the two named in the pair's order.
@Suite struct LookAlikeRulesTests {
  @Test func text_readsALookAlikeRoundBack_andNamesTheTwoInThePairsOrder() throws {
    let game = Game(
      mode: .lookAlike, rounds: [.lookAlike("RO", "TD"), .lookAlike("MC", "ID")], startedAt: 5,
      total: 2)

    let decoded = try #require(Game(text: game.text[...]))

    #expect(game.text.hasPrefix("look-alike;5;;;lROTDlMCID;"))
    #expect(decoded == game)
    #expect(decoded.rounds[0].choices == ["TD", "RO"])
    #expect(decoded.rounds[0].answerCode(on: GameWorld.board) == "RO")
    #expect(decoded.rounds[0].isChoice)
  }

  @Test func text_ofAPairNotInTheTable_isNoGame() {
    #expect(Game(text: "look-alike;5;;;lTDJP;;0;0;0;;;1;"[...]) == nil)
  }

  @Test func aLookAlikeRoundMissed_getsACard_andComesBackFirstInTheNextLookAlikeGame() {
    var records = GameRecords()
    let game = Game(
      mode: .lookAlike, rounds: [.lookAlike("SK", "SI"), .lookAlike("TD", "RO")],
      marks: [.skipped, .right(hints: 0)], startedAt: 0, endedAt: 1, total: 2)

    _ = records.record(game, day: 20_775)

    #expect(records.cards.map(\.round) == ["lSKSI"])
    #expect(records.reviewRounds(for: .lookAlike, on: 20_775) == [.lookAlike("SK", "SI")])
    #expect(records.reviewRounds(for: .flags, on: 20_775).isEmpty)
    #expect(records.reviewRounds(for: .mixed, on: 20_775).isEmpty)
  }
}
