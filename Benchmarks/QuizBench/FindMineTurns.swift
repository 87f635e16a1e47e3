import CountriesAPI
import Domain
import Foundation
import GameRules
import Interpretation
import Presentation

/// `quiz-bench --game`, the find-my-country part: the work of one turn, on the bundled data, for
/// each of its 250 records thought of in turn, answered honestly: reading the conversation's text
/// (what the daemon's context carries), reading the line ("yes", "no") with the line reader,
/// working out the countries still possible from the answers and choosing the next question,
/// wording it and the game's status, and writing the text back. Per-turn median, p99 and max.
func measureFindMineTurns() {
  guard case .success(let dataset) = BundledSnapshot.dataset else { exit(1) }
  let board = GameBoard(
    countries: dataset.countries,
    matcher: MultilingualQuestionInterpreter(countries: dataset.countries))
  let reader = PhraseLineReader()
  let now = 1_795_000_000
  var perTurn: [Double] = []
  var starts: [Double] = []
  var contextBytes = 0
  for country in board.countries {
    var started: Game?
    starts.append(time { started = Game.start(mode: .findMine, on: board, now: now, seed: 0) })
    guard let game = started else { exit(1) }
    var text = Conversation(game: game).text
    while let asking = Conversation(text: text)?.game?.asking {
      let line = asking.holds(for: country, in: .english) == false ? "no" : "yes"
      perTurn.append(
        time {
          guard var conversation = Conversation(text: text), var playing = conversation.game,
            case .move(let move) = reader.read(line, in: conversation.lineContext()).kind
          else { return }
          let outcome = playing.play(move, on: board, now: now + 10)
          _ = GameTurn(outcome, of: playing, on: board, now: now + 10)
          _ = playing.prompt(on: board, now: now + 10)
          conversation.game = playing.isOver ? nil : playing
          text = conversation.text
        })
      contextBytes = max(contextBytes, text.utf8.count)
    }
  }
  let median = percentile(perTurn, 0.5) * 1000
  let p99 = percentile(perTurn, 0.99) * 1000
  let worst = (perTurn.max() ?? 0) * 1000
  print(
    String(
      format:
        "find-mine: %d turns, per turn median %.1f µs, p99 %.1f µs, max %.1f µs; "
        + "start (first question, 250 candidates) median %.1f µs; largest text %d bytes",
      perTurn.count, median, p99, worst, percentile(starts, 0.5) * 1000, contextBytes))
}
