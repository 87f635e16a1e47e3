import Domain

extension Game {
  /// A new route game on `board` at `now`: two countries joined by land with two to five countries
  /// between them on a shortest route. Practice draws them from `seed`; the daily one from the day
  /// alone, the same for everyone. Nil when the board has no such pair.
  static func startTravle(
    daily: Bool, language: Language, on board: GameBoard, now: Int, seed: UInt64
  ) -> Game? {
    let day = daily ? now / 86_400 : nil
    var generator = SeededGenerator(
      seed: day.map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 ^ 0x7472_6176 } ?? seed)
    let graph = LandGraph(countries: board.countries)
    let starts = board.countries.filter { !$0.borders.isEmpty }
    let wanted = (Travle.between.lowerBound + 1)...(Travle.between.upperBound + 1)
    for _ in 0..<20 where !starts.isEmpty {
      let start = starts[generator.index(below: starts.count)]
      let reach = graph.crossings(from: start.cca3, start: start.cca3, end: "")
      let ends = board.countries.filter { reach[$0.cca3].map(wanted.contains) ?? false }
      guard !ends.isEmpty else { continue }
      let end = ends[generator.index(below: ends.count)]
      // The end's exclave borders may make the route shorter than the walk from the start found.
      let map = TravleMap(start: start.cca2, end: end.cca2, graph: graph, on: board)
      guard let shortest = map.shortest, Travle.between.contains(shortest) else { continue }
      let travle = Travle(start: start.cca2, end: end.cca2, shortest: shortest)
      return Game(
        mode: daily ? .travleDaily : .travle, startedAt: now, total: travle.allowed, day: day,
        language: language, travle: travle)
    }
    return nil
  }

  /// A route game's move: a country named, a hint, or a command.
  mutating func playTravle(_ move: GameMove, on board: GameBoard, now: Int) -> GameOutcome {
    guard var travle else { return end(.dataChanged, at: now) }
    let map = TravleMap(travle, on: board)
    guard map.shortest == travle.shortest else { return end(.dataChanged, at: now) }
    let code: String
    switch move {
    case .command(.skip): return GameOutcome(.nothingToSkip)
    case .command(.score): return GameOutcome(.status)
    case .command(.stop): return end(.gameOver, at: now)
    case .command(.help), .pick, .yesNo, .ask: return GameOutcome(.help)
    case .command(.hint):
      guard let next = map.next(after: travle.named) else { return GameOutcome(.noMoreHints) }
      travle.hints += 1
      code = next
    case .guess(let typed):
      let match = board.matcher.countries(named: typed)
      guard let first = match.codes.first, board.country(first) != nil else {
        return GameOutcome(.refused(.unknownName(typed)))
      }
      guard match.codes.count == 1 else {
        return GameOutcome(.refused(.severalFit(typed, match.codes)))
      }
      guard !(travle.named + [travle.start, travle.end]).contains(first) else {
        return GameOutcome(.refused(.alreadyNamed(first)))
      }
      code = first
    }
    travle.named.append(code)
    travle.won = map.joins(travle.named)
    self.travle = travle
    guesses += 1
    let event: GameEvent =
      move == .command(.hint) ? .travleHint(code) : .travleNamed(code, map.mark(code))
    return travle.won || travle.guessesLeft == 0 ? end(event, at: now) : GameOutcome(event)
  }
}
