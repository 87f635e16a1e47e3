import Domain
import GameRules
import LanguagePacks

extension Turn {
  /// A line of the running game, read as `move`: a command, a guess or a pick.
  func play(
    _ line: String, _ move: GameMove, in conversation: Conversation, on data: CountryCatalog
  ) -> (Reply, Conversation) {
    guard var game = conversation.game else {
      return start(
        line, GameRequest(mode: .mixed, language: conversation.language), in: conversation, on: data
      )
    }
    var move = move
    if game.mystery != nil, case .guess(let typed) = move {
      switch MysteryLine(typed, in: game.language, on: data) {
      case .guess(let named): move = .guess(named)
      case .ask(let question): move = .ask(question)
      case .unread:
        let turn = GameTurn(
          lines: [Reply.Line(.notice, game.mysteryBook.text(.cannotAsk))], countries: [], image: nil
        )
        return finish(line, turn, game, conversation, on: data.board, now: now)
      }
    }
    // Another valid name of a country that the matcher reads as nothing, or only as a typo
    // ("République tchèque", "Hollande"), is read as the country, wherever a country is the answer
    // (a capital round reads city names). A name the matcher reads stays as typed, so one that
    // fits several countries is still asked about.
    if case .guess(let typed) = move, !game.asksForACapital,
      data.board.matcher.countries(named: typed).readsNothingSure,
      let country = game.book.country(called: typed, on: data.board)
    {
      move = .guess(country.names.common)
    }
    let outcome = game.play(move, on: data.board, now: now)
    let turn = GameTurn(outcome, of: game, on: data.board, now: now)
    return finish(line, turn, game, conversation, on: data.board, now: now)
  }

  /// Ends a game whose clock ran out, for a shell whose timer noticed; nil while time is left, or
  /// when no game runs or no data is loaded.
  public func expire(in conversation: Conversation) -> (Reply, Conversation)? {
    guard var game = conversation.game, case .success(let data)? = data else { return nil }
    guard let outcome = game.expire(at: now) else { return nil }
    let turn = GameTurn(outcome, of: game, on: data.board, now: now)
    return finish("", turn, game, conversation, on: data.board, now: now)
  }

  /// A line that starts a game ("quiz me on capitals"); a name-them-all's topic is read with the data.
  func start(
    _ line: String, _ request: GameRequest, in conversation: Conversation, on data: CountryCatalog
  ) -> (Reply, Conversation) {
    var target: GameTarget?
    if request.mode == .nameAll {
      guard let topic = request.topic, let read = Self.target(data.read(topic)) else {
        return (Self.cannotPlay(line, request.topic ?? "", in: request.language), conversation)
      }
      target = read
    }
    let board = data.board
    let review = conversation.profile.games.reviewRounds(for: request.mode, on: now / 86_400)
    guard
      let game = Game.start(
        mode: request.mode, target: target, minutes: request.minutes, language: request.language,
        on: board, now: now, seed: seed, review: review)
    else {
      return (Self.cannotPlay(line, request.topic ?? "", in: request.language), conversation)
    }
    let book = game.book
    let clock =
      game.remaining(at: now).map { " " + book.text(.youHave, ["value": Game.clock($0)]) } ?? ""
    let opening = book.text(.letsPlay) + " " + game.prompt(on: board, now: now) + clock
    // The day's challenge played again says so: its first result is the one kept.
    let replay = conversation.profile.games.replayed(game).map {
      Reply.Line(.notice, Self.dailyLine(.dailyReplay, $0.score, of: game))
    }
    let turn = GameTurn(
      lines: [Reply.Line(.heading, opening)] + [replay].compactMap { $0 }
        + [Reply.Line(.notice, game.helpText)],
      countries: game.currentRound?.namedCodes ?? [], image: Self.flagImage(game, board))
    return finish(line, turn, game, conversation, on: board, now: now)
  }

  private func finish(
    _ line: String, _ turn: GameTurn, _ game: Game, _ conversation: Conversation,
    on board: GameBoard, now: Int
  ) -> (Reply, Conversation) {
    var next = conversation
    next.game = game.isOver ? nil : game
    next.retry = nil
    var lines = turn.lines
    if game.isOver, let first = next.profile.games.replayed(game) {
      lines.append(Reply.Line(.notice, Self.dailyLine(.dailyKept, first.score, of: game)))
    } else if game.isOver, game.mode != .findMine {
      let (record, isBest) = next.profile.games.record(game, day: now / 86_400)
      lines.append(Reply.Line(.notice, Self.recordLine(record, isBest: isBest, in: game.book)))
    }
    var reply = Reply(
      question: line, outcome: .game, intent: nil, countries: turn.countries, lines: lines,
      image: turn.image ?? (game.isOver ? nil : Self.flagImage(game, board)),
      game: GameStatus(game, on: board, now: now))
    if reply.image != nil, !game.isOver, let code = game.currentRound?.shownFlag {
      reply.picture = board.country(code)?.flag.emoji
    }
    if !game.isOver, case .shape(let code) = game.currentRound {
      reply.shape = CountryShape.of(code)
    }
    if let shape = turn.shape { reply.shape = shape }
    return (reply, next)
  }

  /// "New best! Best 24 in 3 games · streak: 2 days in a row."
  private static func recordLine(
    _ record: GameRecords.Record, isBest: Bool, in book: GamePhrasebook
  ) -> String {
    let games =
      record.played == 1
      ? book.text(.oneGame) : book.text(.games, ["count": book.number(record.played)])
    let days =
      record.streak == 1
      ? book.text(.oneDay) : book.text(.days, ["count": book.number(record.streak)])
    let line = book.text(
      .record, ["value": book.number(record.best), "count": games, "other": days])
    return isBest ? book.text(.newBest) + " " + line : line
  }

  /// "A replay: today's recorded score stays 21 of 30."
  private static func dailyLine(_ kind: GamePhrasebook.Kind, _ score: Int, of game: Game)
    -> String
  {
    game.book.text(
      kind, ["count": game.book.number(score), "total": game.book.number(game.bestScore)])
  }

  private static func flagImage(_ game: Game, _ board: GameBoard) -> FlagImage? {
    guard let code = game.currentRound?.shownFlag, !game.isOver else { return nil }
    return board.country(code).map(FlagImage.init)
  }

  /// What a name-them-all's words name: some letters, a group, or a country's neighbours.
  private static func target(_ reading: Reading) -> GameTarget? {
    switch reading.question?.subject {
    case .prefix(let prefix): return .prefix(prefix)
    // The members of an organisation in a region are no round the game words.
    case .group(.organisation(_, .some)): return nil
    case .group(let group): return .group(group)
    case .ranking(let ranking): return .group(ranking.group)
    case .country(let code) where reading.question?.intent == .borders: return .neighbours(code)
    default: return nil
    }
  }

  private static func cannotPlay(_ line: String, _ topic: String, in language: Language) -> Reply {
    let book = GamePhrasebook.of(language)
    return Reply(
      question: line, outcome: .unrecognized, intent: nil,
      text: book.text(.cannotPlay, ["value": DisplayText.sanitized(topic)]),
      suggestions: book.suggestions)
  }
}
