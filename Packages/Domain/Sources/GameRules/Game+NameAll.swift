import Domain

extension Game {
  /// A guess in a name-them-all: a member named counts once; naming the last ends the game.
  mutating func name(_ guess: String, on board: GameBoard, now: Int) -> GameOutcome {
    guard let target else { return end(.gameOver, at: now) }
    let members = target.members(on: board, in: language)
    guard members.count == total else { return end(.dataChanged, at: now) }
    guesses += 1
    let firstOpen = members.indices.first { !found.contains($0) }
    let event = GameGrader(board: board, language: language).member(
      guess, of: members, found: found)
    guard case .named(let index, _, _) = event else { return GameOutcome(event) }
    found.insert(index)
    // The hints were about the first member not named: naming it starts them again.
    if index == firstOpen { hints = 0 }
    return found.count == total ? end(event, at: now) : GameOutcome(event)
  }

  /// The members of a name-them-all not named, in name order; none in a round game.
  public func membersNotNamed(on board: GameBoard) -> [Country] {
    let members = target?.members(on: board, in: language) ?? []
    return members.indices.filter { !found.contains($0) }.map { members[$0] }
  }
}
