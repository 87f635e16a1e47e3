import Domain
import GameRules

/// A game's state as a reply shows it: what the batch contract's `"game"` object carries.
public struct GameStatus: Sendable, Equatable {
  public let mode: Game.Mode
  /// The language the game is played in.
  public let language: Language
  public let score: Int
  /// The best score the game allows.
  public let best: Int
  /// Questions asked so far (rounds) or guesses made (name-them-all).
  public let asked: Int
  /// Rounds in the game, or answers a name-them-all has.
  public let total: Int
  /// Countries named so far, in a name-them-all.
  public let found: Int?
  public let over: Bool
  /// Seconds left on the clock; nil when the game has none.
  public let remainingSeconds: Int?
  /// When the clock runs out, in seconds since 1970, for a shell that counts down.
  public let deadline: Int?
  public let elapsedSeconds: Int
  /// The question being asked (or what a name-them-all wants), while the game runs.
  public let question: String?
  /// The daily challenge's result to share, once it is over.
  public let share: String?
  /// Every round with its right answer, or the countries not named, once the game is over.
  public let results: [GameResult]

  init(_ game: Game, on board: GameBoard, now: Int) {
    mode = game.mode
    language = game.language
    score = game.score
    best = game.bestScore
    asked = game.asked
    total = game.total
    found = game.mode.isRounds ? nil : game.found.count
    over = game.isOver
    remainingSeconds = game.remaining(at: now)
    deadline = game.isOver ? nil : game.deadline
    elapsedSeconds = game.elapsed(at: now)
    question = game.isOver ? nil : game.prompt(on: board, now: now)
    share =
      game.mystery != nil
      ? game.mysteryShareLine(on: board)
      : game.travle != nil ? game.travleShareLine(on: board) : game.shareLine()
    results = game.isOver ? game.results(on: board) : []
  }

  /// The `"game"` object of the batch contract.
  public var jsonObject: JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("mode", mode.rawValue)
    json.add("score", integer: score)
    json.add("best", integer: best)
    json.add("asked", integer: asked)
    json.add("total", integer: total)
    if let found { json.add("found", integer: found) }
    json.add("over", over)
    if let remainingSeconds { json.add("remainingSeconds", integer: remainingSeconds) }
    json.add("elapsedSeconds", integer: elapsedSeconds)
    if let question { json.add("question", question) }
    if let share { json.add("share", share) }
    if over {
      json.add(
        "missed",
        results.filter { $0.mark == .wrong || $0.mark == .missed }.map {
          $0.question.isEmpty ? $0.answer : "\($0.question): \($0.answer)"
        })
    }
    return json
  }
}
