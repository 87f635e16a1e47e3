/// Spaced repetition: each round missed gets a `ReviewCard`, which every later answer to the same
/// round moves on by SM-2; a game starts with the cards due.
extension GameRecords {
  /// The most cards a profile keeps (about 20 bytes each): past it, the cards due latest make way.
  public static let cardLimit = 60

  /// `cards`, each round once (its first card), and at most `cardLimit`: the ones due latest go
  /// (the later in the list first), the rest keep their order.
  static func kept(_ cards: [ReviewCard]) -> [ReviewCard] {
    var seen = Set<String>()
    let unique = cards.filter { seen.insert($0.round).inserted }
    guard unique.count > cardLimit else { return unique }
    let dropped = Set(
      unique.indices.sorted { (unique[$0].due, $0) > (unique[$1].due, $1) }
        .prefix(unique.count - cardLimit))
    return unique.indices.filter { !dropped.contains($0) }.map { unique[$0] }
  }

  /// Moves the cards of `game`'s answered rounds on by their grades on `day`; a round missed that
  /// has no card gets one. A higher-or-lower round gets none.
  mutating func schedule(_ game: Game, day: Int) {
    for (index, round) in game.rounds.enumerated() where index < game.marks.count {
      if case .more = round { continue }
      let text = Game.text(round)
      let grade = ReviewCard.grade(game.marks[index])
      if let at = cards.firstIndex(where: { $0.round == text }) {
        cards[at] = cards[at].reviewed(grade: grade, on: day)
      } else if grade < 3, let card = ReviewCard(round: text, due: day) {
        cards.append(card.reviewed(grade: grade, on: day))
      }
    }
    cards = Self.kept(cards)
  }

  /// The rounds due on `day`, as round texts: those missed in a profile written before cards (no
  /// card of their own), then the cards due, the longest due first.
  func dueRounds(on day: Int) -> [String] {
    let carded = Set(cards.map(\.round))
    let due = cards.enumerated().filter { $0.element.isDue(on: day) }
      .sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }.map(\.element.round)
    return review.filter { !carded.contains($0) } + due
  }

  /// What the person still misses on `day`: the cards due or whose ease fell below a new card's
  /// (missed more than known), due first; a round missed in a profile written before cards counts
  /// as a card due.
  public func weak(on day: Int) -> [ReviewCard] {
    let carded = Set(cards.map(\.round))
    let old = review.filter { !carded.contains($0) }.compactMap { ReviewCard(round: $0, due: 0) }
    let weak = cards.filter { $0.isDue(on: day) || $0.ease < ReviewCard.newEase }
    return old + weak.filter { $0.isDue(on: day) } + weak.filter { !$0.isDue(on: day) }
  }
}
