import Domain

extension Game {
  /// Plays one move at `now` (seconds since 1970) on `board`: a command, a guess or a pick. A game
  /// whose clock ran out before `now` ends at its deadline instead, and the move is not played.
  public mutating func play(_ move: GameMove, on board: GameBoard, now: Int) -> GameOutcome {
    if let outcome = expire(at: now) { return outcome }
    if mode == .findMine { return playFindMine(move, on: board, now: now) }
    if mystery != nil { return playMystery(move, on: board, now: now) }
    if travle != nil { return playTravle(move, on: board, now: now) }
    switch move {
    case .command(.hint): return GameOutcome(hint(on: board))
    case .command(.skip): return skip(now: now)
    case .command(.score): return GameOutcome(.status)
    case .command(.stop): return end(.gameOver, at: now)
    case .command(.help): return GameOutcome(.help)
    case .guess(let guess):
      return mode.isRounds ? answer(guess, on: board, now: now) : name(guess, on: board, now: now)
    case .pick(let pick): return choose(pick, on: board, now: now)
    case .yesNo: return GameOutcome(.help)
    case .ask: return GameOutcome(.help)
    }
  }

  /// Ends the game when its clock ran out before `now`; nil while time is left.
  public mutating func expire(at now: Int) -> GameOutcome? {
    guard !isOver, let deadline, now >= deadline else { return nil }
    return end(.timeUp, at: deadline)
  }

  private mutating func answer(_ guess: String, on board: GameBoard, now: Int) -> GameOutcome {
    guard let round = currentRound else { return end(.gameOver, at: now) }
    let grader = GameGrader(board: board, language: language)
    let verdict: GameGrader.Verdict
    switch round {
    case .capital(let code): verdict = grader.capital(guess, of: code)
    case .countryOfCapital(let code), .flag(let code), .code(let code), .shape(let code):
      verdict = grader.country(guess, expected: code)
    case .more, .lookAlike:
      let choices = round.choices
      verdict = grader.either(guess, choices[0], choices[1], winner: round.answerCode(on: board))
    }
    return mark(round, verdict, now: now)
  }

  /// A pick answers a higher-or-lower round; where no round offers two countries, the game says
  /// how to play instead.
  private mutating func choose(_ pick: GameMove.Pick, on board: GameBoard, now: Int)
    -> GameOutcome
  {
    guard mode.isRounds else { return GameOutcome(.help) }
    guard let round = currentRound else { return end(.gameOver, at: now) }
    guard round.isChoice else { return GameOutcome(.help) }
    let picked = pick == .first ? round.choices[0] : round.choices[1]
    return mark(round, GameGrader.pick(picked, winner: round.answerCode(on: board)), now: now)
  }

  /// Counts the guess and marks the round it graded; a refused guess leaves the round asked.
  private mutating func mark(_ round: GameRound, _ verdict: GameGrader.Verdict, now: Int)
    -> GameOutcome
  {
    guesses += 1
    switch verdict {
    case .refused(let why): return GameOutcome(.refused(why))
    case .graded(let grade):
      if case .right = grade { marks.append(.right(hints: hints)) } else { marks.append(.wrong) }
      time(at: now)
      hints = 0
      return advance(.answered(round, grade), now: now)
    }
  }

  private mutating func skip(now: Int) -> GameOutcome {
    guard mode.isRounds, let round = currentRound else { return GameOutcome(.nothingToSkip) }
    marks.append(.skipped)
    time(at: now)
    hints = 0
    return advance(.skipped(round), now: now)
  }

  /// The next question is asked; after the last, the game ends.
  private mutating func advance(_ event: GameEvent, now: Int) -> GameOutcome {
    guard currentRound != nil else { return end(event, at: now) }
    return GameOutcome(event)
  }

  /// Ends the game at `now`, unless it ended before; `event` leads its summary.
  mutating func end(_ event: GameEvent, at now: Int) -> GameOutcome {
    endedAt = endedAt ?? now
    return GameOutcome(event, isEnd: true)
  }
}
