import Composition
import Domain
import GameRules

@testable import Presentation

extension Game {
  /// Plays `line` as a turn does: read into a move by the composed line reader, in the game's words,
  /// played by the rules, and what it did worded.
  mutating func playLine(_ line: String, on board: GameBoard, now: Int) -> GameTurn {
    let context = LineContext(
      language: language, game: language, choosing: currentRound?.isChoice == true,
      commands: false)
    let move: GameMove
    if case .move(let read) = QuizComposer.lineReader.read(line, in: context).kind {
      move = read
    } else {
      move = .guess(line)
    }
    let outcome = play(move, on: board, now: now)
    return GameTurn(outcome, of: self, on: board, now: now)
  }

  /// Ends the game when its clock ran out, as a shell's timer does, worded; nil while time is left.
  mutating func expireLine(on board: GameBoard, now: Int) -> GameTurn? {
    expire(at: now).map { GameTurn($0, of: self, on: board, now: now) }
  }
}
