import GameRules
import Presentation
import Testing

@Suite struct ProfileMergeTests {
  @Test func merged_keepsFavouritesBothWritersAdded() {
    let base = Profile(favourites: ["JP"])

    let merged = Profile.merged(
      base: base, mine: Profile(favourites: ["JP", "PE"]),
      theirs: Profile(favourites: ["JP", "CL"]))

    #expect(merged.favourites == ["JP", "CL", "PE"])
  }

  @Test func merged_dropsAFavouriteMineRemovedAndKeepsOnesTheyAdded() {
    let base = Profile(favourites: ["JP", "PE"])

    let merged = Profile.merged(
      base: base, mine: Profile(favourites: ["PE"]),
      theirs: Profile(favourites: ["JP", "PE", "CL"]))

    #expect(merged.favourites == ["PE", "CL"])
  }

  @Test func merged_keepsTheirRemovalOfAFavouriteMineLeftAlone() {
    let base = Profile(favourites: ["JP", "PE"])

    let merged = Profile.merged(
      base: base, mine: Profile(favourites: ["JP", "PE", "FR"]), theirs: Profile(favourites: ["PE"])
    )

    #expect(merged.favourites == ["PE", "FR"])
  }

  @Test func merged_addsAFavouriteOnceWhenBothAddedIt() {
    let merged = Profile.merged(
      base: Profile(), mine: Profile(favourites: ["PE"]), theirs: Profile(favourites: ["PE"]))

    #expect(merged.favourites == ["PE"])
  }

  @Test func merged_isTheirsWhenMineChangedNothing() {
    let base = Profile(favourites: ["JP"], games: games(["capitals": .init(best: 3, played: 1)]))
    let theirs = Profile(
      favourites: ["CL"], games: games(["capitals": .init(best: 9, played: 4)], review: ["cPE"]))

    #expect(Profile.merged(base: base, mine: base, theirs: theirs) == theirs)
  }

  @Test func merged_addsMyNewGamesToTheirsAndKeepsTheBestOfBoth() {
    let base = Profile(games: games(["capitals": .init(best: 5, played: 2)]))
    let mine = Profile(games: games(["capitals": .init(best: 7, played: 3)]))
    let theirs = Profile(games: games(["capitals": .init(best: 9, played: 4)]))

    let record = Profile.merged(base: base, mine: mine, theirs: theirs).games.records["capitals"]

    #expect(record?.best == 9)
    #expect(record?.played == 5)
  }

  @Test func merged_takesTheStreakOfTheLaterDayAndTheLongerOnTheSameDay() {
    let base = Profile(games: games(["flags": .init(played: 1, streak: 1, lastDay: 100)]))
    let later = Profile(games: games(["flags": .init(played: 2, streak: 2, lastDay: 101)]))
    let sameDay = Profile(games: games(["flags": .init(played: 2, streak: 1, lastDay: 101)]))

    let mineLater = Profile.merged(base: base, mine: later, theirs: base).games.records["flags"]
    let theirsLonger = Profile.merged(base: base, mine: sameDay, theirs: later).games.records[
      "flags"]

    #expect(mineLater?.streak == 2)
    #expect(mineLater?.lastDay == 101)
    #expect(theirsLonger?.streak == 2)
  }

  @Test func merged_neverOverflowsTheGamesPlayed() {
    let base = Profile(games: games(["codes": .init(played: 0)]))
    let mine = Profile(games: games(["codes": .init(played: Int.max)]))
    let theirs = Profile(games: games(["codes": .init(played: Int.max)]))

    let record = Profile.merged(base: base, mine: mine, theirs: theirs).games.records["codes"]

    #expect(record?.played == GameRecords.Record.counts.upperBound)
  }

  @Test func merged_keepsTheirRecordsOfModesMineDidNotPlay() {
    let base = Profile()
    let mine = Profile(games: games(["capitals": .init(best: 2, played: 1)]))
    let theirs = Profile(games: games(["flags": .init(best: 4, played: 1)]))

    let records = Profile.merged(base: base, mine: mine, theirs: theirs).games.records

    #expect(records["capitals"] == .init(best: 2, played: 1))
    #expect(records["flags"] == .init(best: 4, played: 1))
  }

  @Test func merged_appliesMyReviewAddsAndRemovalsToTheirs() {
    let base = Profile(games: games([:], review: ["cPE", "cJP"]))
    let mine = Profile(games: games([:], review: ["cJP", "cCL"]))
    let theirs = Profile(games: games([:], review: ["cPE", "cJP", "cFR"]))

    let review = Profile.merged(base: base, mine: mine, theirs: theirs).games.review

    #expect(review == ["cJP", "cFR", "cCL"])
  }

  // MARK: - Helpers

  private func games(_ records: [String: GameRecords.Record], review: [String] = [])
    -> GameRecords
  {
    GameRecords(records: records, review: review)
  }
}
