import Domain
import GameRules

extension GameTurn {
  /// What a move's `outcome` shows, in the game's language, with `game` as the move left it: what
  /// the move got, then the next question; or, when it ended the game, the summary.
  public init(_ outcome: GameOutcome, of game: Game, on board: GameBoard, now: Int) {
    self = game.turn(outcome, on: board, now: now)
  }
}

extension Game {
  fileprivate func turn(_ outcome: GameOutcome, on board: GameBoard, now: Int) -> GameTurn {
    if mode == .findMine { return findTurn(outcome, on: board) }
    if mystery != nil { return mysteryTurn(outcome, on: board, now: now) }
    if travle != nil { return travleTurn(outcome, on: board) }
    let said = line(outcome.event, ending: outcome.isEnd, on: board, now: now)
    if outcome.isEnd { return end(lead: said, on: board, now: now) }
    switch outcome.event {
    case .answered, .skipped:
      return turn([said, Reply.Line(.heading, prompt(on: board, now: now))], on: board)
    case .named(_, let code, _): return GameTurn(lines: [said], countries: [code], image: nil)
    default: return turn([said], on: board)
    }
  }

  /// The line that says what the move did.
  private func line(_ event: GameEvent, ending: Bool, on board: GameBoard, now: Int)
    -> Reply.Line
  {
    switch event {
    case .timeUp: return Reply.Line(.wrong, book.text(.timeUp))
    case .gameOver: return Reply.Line(.heading, book.text(.gameOver))
    case .dataChanged: return Reply.Line(.notice, book.text(.dataChanged))
    case .hint(let hint):
      return Reply.Line(.hint, book.text(.hint, ["value": text(of: hint, on: board)]))
    case .freeHint(let hint):
      return Reply.Line(.hint, book.text(.hintFree, ["value": text(of: hint, on: board)]))
    case .noHint: return Reply.Line(.notice, book.text(.noHint))
    case .noMoreHints: return Reply.Line(.notice, book.text(.noMoreHints))
    case .status: return Reply.Line(.plain, status(on: board, now: now))
    case .help: return Reply.Line(.notice, helpText)
    case .nothingToSkip: return Reply.Line(.notice, book.text(.nothingToSkip))
    case .skipped(let round):
      let skipped = book.text(.skipped, ["value": answerText(round, on: board)])
      return Reply.Line(.plain, round.isLookAlike ? skipped + " " + tellApart(round) : skipped)
    case .answered(let round, .right(let reading)):
      let said = [book.text(.right), note(reading, at: round, on: board)].compactMap { $0 }
      return Reply.Line(.right, said.joined(separator: " "))
    case .answered(let round, .wrong(let mistake)):
      return Reply.Line(.wrong, "✗ " + why(mistake, at: round, on: board))
    case .refused(let refusal):
      let why = why(refusal, on: board)
      return Reply.Line(.notice, mode.isRounds ? why : why + " " + status(on: board, now: now))
    case .named(_, let code, let reading):
      let named = book.text(.named, ["country": board.country(code).map(book.title) ?? code])
      let said = [named, note(reading, at: nil, on: board)].compactMap { $0 }
      let then = ending ? book.text(.namedAll) : status(on: board, now: now)
      return Reply.Line(.right, said.joined(separator: " ") + " " + then)
    case .findMine:
      return findTurn(GameOutcome(event), on: board).lines.first ?? Reply.Line(.plain, "")
    case .notAMember(let code):
      let why = board.country(code).map { target?.excludes($0, on: board, in: book) ?? "" } ?? ""
      return Reply.Line(.wrong, "✗ " + why + " " + status(on: board, now: now))
    case .mysteryAnswer, .mysteryClue, .mysteryFound, .mysteryLost, .travleNamed, .travleHint:
      return Reply.Line(.notice, book.text(.dataChanged))
    }
  }

  /// The turn with the current question's flag (on flag questions) and the countries it names.
  private func turn(_ lines: [Reply.Line], on board: GameBoard) -> GameTurn {
    var image: FlagImage?
    if case .flag(let code) = currentRound, !isOver {
      image = board.country(code).map(FlagImage.init)
    }
    return GameTurn(lines: lines, countries: currentRound?.namedCodes ?? [], image: image)
  }
}
