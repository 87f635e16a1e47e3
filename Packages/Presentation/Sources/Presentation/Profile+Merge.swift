import GameRules

extension Profile {
  /// `mine`'s changes since `base`, applied to `theirs`: a three-way merge for two processes that
  /// both changed one saved profile. `base` is the profile `mine` grew from, `theirs` what is saved
  /// now. Favourites and missed rounds that `mine` added are appended when absent, those it dropped
  /// are dropped, and the rest is `theirs`. A game mode's record that `mine` changed keeps the best
  /// score of both, adds `mine`'s new games to `theirs`, and takes the streak of the later day.
  /// Pure, so the terminal can apply it under a file lock and tests can check it alone.
  public static func merged(base: Profile, mine: Profile, theirs: Profile) -> Profile {
    Profile(
      favourites: mergedList(
        base: base.favourites, mine: mine.favourites, theirs: theirs.favourites),
      games: GameRecords(
        records: mergedRecords(
          base: base.games.records, mine: mine.games.records, theirs: theirs.games.records),
        review: mergedList(
          base: base.games.review, mine: mine.games.review, theirs: theirs.games.review),
        daily: mergedDaily(mine: mine.games.daily, theirs: theirs.games.daily),
        cards: mergedCards(
          base: base.games.cards, mine: mine.games.cards, theirs: theirs.games.cards)
      ))
  }

  /// `theirs` cards with `mine`'s changes since `base`: a card `mine` moved on or added replaces
  /// theirs, one `mine` dropped goes.
  private static func mergedCards(base: [ReviewCard], mine: [ReviewCard], theirs: [ReviewCard])
    -> [ReviewCard]
  {
    let before = Dictionary(base.map { ($0.round, $0) }, uniquingKeysWith: { first, _ in first })
    let now = Set(mine.map(\.round))
    var merged = theirs.filter { before[$0.round] == nil || now.contains($0.round) }
    for card in mine where before[card.round] != card {
      if let at = merged.firstIndex(where: { $0.round == card.round }) {
        merged[at] = card
      } else {
        merged.append(card)
      }
    }
    return merged
  }

  /// The later day's daily result; on the same day the one saved first, `theirs`.
  private static func mergedDaily(mine: GameRecords.Daily?, theirs: GameRecords.Daily?)
    -> GameRecords.Daily?
  {
    guard let mine else { return theirs }
    guard let theirs else { return mine }
    return mine.day > theirs.day ? mine : theirs
  }

  /// `theirs` without what `mine` dropped from `base`, then what `mine` added, in `mine`'s order.
  private static func mergedList(base: [String], mine: [String], theirs: [String]) -> [String] {
    let before = Set(base)
    let now = Set(mine)
    var merged = theirs.filter { !before.contains($0) || now.contains($0) }
    for item in mine where !before.contains(item) && !merged.contains(item) {
      merged.append(item)
    }
    return merged
  }

  private static func mergedRecords(
    base: [String: GameRecords.Record], mine: [String: GameRecords.Record],
    theirs: [String: GameRecords.Record]
  ) -> [String: GameRecords.Record] {
    var merged = theirs
    for (mode, record) in mine where base[mode] != record {
      guard let other = theirs[mode] else {
        merged[mode] = record
        continue
      }
      merged[mode] = mergedRecord(
        base: base[mode] ?? GameRecords.Record(), mine: record, theirs: other)
    }
    return merged
  }

  private static func mergedRecord(
    base: GameRecords.Record, mine: GameRecords.Record, theirs: GameRecords.Record
  ) -> GameRecords.Record {
    let newGames = max(0, mine.played - base.played)
    // Records hold their numbers to `counts`, so neither the difference nor the sum can overflow.
    let played = theirs.played + newGames
    let later = mine.lastDay == theirs.lastDay ? nil : mine.lastDay > theirs.lastDay ? mine : theirs
    return GameRecords.Record(
      best: max(mine.best, theirs.best), played: played,
      streak: later?.streak ?? max(mine.streak, theirs.streak),
      lastDay: max(mine.lastDay, theirs.lastDay))
  }
}
