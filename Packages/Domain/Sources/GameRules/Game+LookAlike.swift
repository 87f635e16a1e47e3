import Domain

extension Game {
  /// A look-alike game's rounds: the pairs of `LookAlikes` whose two countries the data holds, in
  /// a drawn order, each showing the flag of one of its two, drawn too; rounds missed before come
  /// first.
  static func lookAlikeRounds(
    on board: GameBoard, using generator: inout SeededGenerator, review: [GameRound]
  ) -> [GameRound] {
    let pairs = LookAlikes.pairs.filter {
      board.country($0.first) != nil && board.country($0.second) != nil
    }
    var rounds = review.filter { round in
      guard case .lookAlike = round else { return false }
      return round.codes.allSatisfy { board.country($0) != nil }
    }
    let asked = Set(rounds.map(\.choices))
    for index in generator.shuffled(Array(pairs.indices)) where rounds.count < defaultRounds {
      let pair = pairs[index]
      guard !asked.contains([pair.first, pair.second]) else { continue }
      rounds.append(
        generator.index(below: 2) == 0
          ? .lookAlike(pair.first, pair.second) : .lookAlike(pair.second, pair.first))
    }
    return rounds
  }
}
