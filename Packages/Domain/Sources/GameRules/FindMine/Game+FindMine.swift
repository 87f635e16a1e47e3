import Domain

extension Game {
  /// The most questions a find-my-country game asks, its guesses included: the last one is always
  /// a guess, and the answers it keeps in the conversation's context stay small.
  public static let mostFindQuestions = 20

  /// A find-my-country game on `board` at `now`: the quiz asks its first question.
  static func findMine(language: Domain.Language, on board: GameBoard, now: Int) -> Game? {
    var game = Game(
      mode: .findMine, startedAt: now, total: mostFindQuestions, language: language)
    game.asking = game.nextFindQuestion(on: board)
    return game.asking == nil ? nil : game
  }

  /// The countries of `board` that fit every answer so far, in the board's order.
  public func candidates(on board: GameBoard) -> [Country] {
    candidateIndices(on: board).map { board.countries[$0] }
  }

  /// The same, by their index in the board: the chooser reads them in place, copying none.
  func candidateIndices(on board: GameBoard) -> [Int] {
    board.countries.indices.filter { index in
      clues.allSatisfy { $0.admits(board.countries[index], in: language) }
    }
  }

  /// Questions asked so far, the one waiting for its answer included.
  public var findQuestionsAsked: Int { clues.count + (asking == nil ? 0 : 1) }

  /// Whether the quiz waits for a yes or a no (else, once it gave up, for the country's name).
  public var asksYesOrNo: Bool { mode == .findMine && !isOver && asking != nil }

  /// The clues the data says otherwise about for the country of `code`.
  public func misfits(of code: String, on board: GameBoard) -> [FindClue] {
    guard let country = board.country(code) else { return [] }
    return clues.filter { !$0.admits(country, in: language) }
  }

  func nextFindQuestion(on board: GameBoard) -> FindQuestion? {
    let chooser = FindChooser(
      board: board, candidates: candidateIndices(on: board), language: language,
      asked: Set(clues.map(\.question)))
    // The last question the game allows is a guess.
    return clues.count + 1 >= Self.mostFindQuestions ? chooser.guess() : chooser.next()
  }

  /// Plays one line of a find-my-country game.
  mutating func playFindMine(_ move: GameMove, on board: GameBoard, now: Int) -> GameOutcome {
    switch move {
    case .command(.stop): return end(.gameOver, at: now)
    case .command(.help): return GameOutcome(.help)
    case .command(.score): return GameOutcome(.status)
    case .command(.hint): return GameOutcome(.noHint)
    case .command(.skip): return answer(nil, on: board, now: now)
    case .yesNo(let answer): return self.answer(answer, on: board, now: now)
    case .pick, .ask: return GameOutcome(.findMine(.answerYesOrNo))
    case .guess(let typed):
      guard asking == nil else { return GameOutcome(.findMine(.answerYesOrNo)) }
      return reveal(typed, on: board, now: now)
    }
  }

  private mutating func answer(_ answer: Bool?, on board: GameBoard, now: Int) -> GameOutcome {
    guard let question = asking else {
      return GameOutcome(.findMine(.gaveUp(contradiction: false)))
    }
    guard answer != nil || !question.isGuess else {
      return GameOutcome(.findMine(.answerYesOrNo))
    }
    clues.append(FindClue(question, answer))
    asking = nil
    if case .country(let code) = question, answer == true {
      return end(.findMine(.found(code)), at: now)
    }
    guard let next = nextFindQuestion(on: board) else {
      return GameOutcome(.findMine(.gaveUp(contradiction: !question.isGuess)))
    }
    asking = next
    return GameOutcome(.findMine(.asked(next)))
  }

  /// The player names the country the quiz could not find: it says which answers the data says
  /// otherwise about, and the game ends.
  private mutating func reveal(_ typed: String, on board: GameBoard, now: Int) -> GameOutcome {
    let codes = board.matcher.countries(named: typed).codes
    guard codes.count == 1, let code = codes.first else {
      return GameOutcome(.findMine(.unknownCountry(typed)))
    }
    return end(.findMine(.revealed(code, misfits: misfits(of: code, on: board))), at: now)
  }
}
