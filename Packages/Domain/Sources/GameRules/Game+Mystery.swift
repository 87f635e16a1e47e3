import Domain

extension Game {
  /// A new mystery country on `board` at `now`: practice draws its secret from `seed`; the daily one
  /// from the day alone, the same for everyone. Nil when no country can be the secret.
  static func startMystery(
    daily: Bool, language: Language, on board: GameBoard, now: Int, seed: UInt64
  ) -> Game? {
    let pool = mysteryPool(board)
    guard !pool.isEmpty else { return nil }
    let day = daily ? now / 86_400 : nil
    var generator = SeededGenerator(
      seed: day.map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 ^ 0x6D79_7374 } ?? seed)
    let secret = pool[generator.index(below: pool.count)].cca2
    return Game(
      mode: daily ? .mysteryDaily : .mystery, startedAt: now, total: Mystery.maximumGuesses,
      day: day, language: language, mystery: Mystery(secret: secret))
  }

  /// The countries a secret may be: a round's pool with a place on the map, people and land.
  public static func mysteryPool(_ board: GameBoard) -> [Country] {
    pool(board).filter { $0.coordinates != nil && $0.population > 0 && $0.area > 0 }
  }

  /// A mystery country's move: a question answered from the data, a guess graded with Worldle's
  /// feedback, or a command.
  mutating func playMystery(_ move: GameMove, on board: GameBoard, now: Int) -> GameOutcome {
    guard var mystery, let secret = board.country(mystery.secret) else {
      return end(.dataChanged, at: now)
    }
    switch move {
    case .command(.hint): return GameOutcome(.noHint)
    case .command(.skip): return GameOutcome(.nothingToSkip)
    case .command(.score): return GameOutcome(.status)
    case .command(.stop): return end(.gameOver, at: now)
    case .command(.help), .pick, .yesNo: return GameOutcome(.help)
    case .ask(let question):
      mystery.questions = min(mystery.questions + 1, Mystery.maximumQuestions)
      self.mystery = mystery
      let answer = Self.answer(question, about: secret, on: board, in: language)
      return GameOutcome(.mysteryAnswer(question, answer))
    case .guess(let typed):
      let grader = GameGrader(board: board, language: language)
      switch grader.country(typed, expected: secret.cca2) {
      case .refused(let why): return GameOutcome(.refused(why))
      case .graded(.right(let reading)):
        mystery.found = true
        self.mystery = mystery
        guesses += 1
        return end(.mysteryFound(secret.cca2, reading), at: now)
      case .graded(.wrong(.otherCountry(let code))) where mystery.guessed.contains(code):
        return GameOutcome(.refused(.alreadyNamed(code)))
      case .graded(.wrong(.otherCountry(let code))):
        guard let guess = board.country(code) else {
          return GameOutcome(.refused(.unknownName(typed)))
        }
        let previous = mystery.guessed.last.flatMap(board.country)
        guard let clue = MysteryClue.of(guess, towards: secret, after: previous) else {
          return GameOutcome(.refused(.unknownName(typed)))
        }
        mystery.guessed.append(code)
        self.mystery = mystery
        guesses += 1
        if mystery.guessesLeft == 0 { return end(.mysteryLost(clue), at: now) }
        return GameOutcome(.mysteryClue(clue))
      case .graded(.wrong(.otherCountries(let codes, let guess))):
        return GameOutcome(.refused(.severalFit(guess, codes)))
      case .graded(.wrong):
        return GameOutcome(.refused(.unknownName(typed)))
      }
    }
  }
}

extension Mystery {
  /// More questions than anyone asks: the count is held here, and the context stays small.
  public static let maximumQuestions = 999
}
