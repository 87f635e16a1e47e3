import CountriesAPI
import Domain
import Foundation
import GameRules
import Interpretation
import Presentation

/// `quiz-bench --game`: the work of one guess in the quiz game, on the bundled data: reading the
/// conversation's text (what the daemon's context carries), grading and stepping the game by its
/// rules, wording what the guess got, and writing the text back. Name-them-alls of Africa (every
/// member, then wrong and misspelt guesses), capital rounds answered right and look-alike rounds
/// picked; per-guess median, p99 and max.
func measureGameTurns() {
  guard case .success(let dataset) = BundledSnapshot.dataset else { exit(1) }
  let board = GameBoard(
    countries: dataset.countries,
    matcher: MultilingualQuestionInterpreter(countries: dataset.countries))
  let now = 1_795_000_000
  // The first misspelt guess builds the translated-names table once; time it apart.
  let firstTypo = time { _ = board.matcher.countries(named: "Nigeira") }
  var perGuess: [Double] = []
  var contextBytes = 0
  for run in 0..<20 {
    guard
      var game = Game.start(
        mode: .nameAll, target: .group(.region("Africa")), on: board, now: now,
        seed: UInt64(run))
    else { exit(1) }
    let members = board.members(of: .region("Africa"))
    let guesses =
      members.map(\.names.common) + ["France", "Nigera", "Atlantis", "Egpyt", "Allemagne"]
    for guess in guesses where !game.isOver {
      var text = Conversation(game: game).text
      perGuess.append(
        time {
          guard var conversation = Conversation(text: text), var playing = conversation.game
          else { return }
          let outcome = playing.play(.guess(guess), on: board, now: now + 10)
          _ = GameTurn(outcome, of: playing, on: board, now: now + 10)
          conversation.game = playing
          text = conversation.text
        })
      game = Conversation(text: text)?.game ?? game
      contextBytes = max(contextBytes, text.utf8.count)
    }
    guard
      var rounds = Game.start(mode: .capitals, on: board, now: now, seed: UInt64(run))
    else { exit(1) }
    while let round = rounds.currentRound, let code = round.codes.first,
      let capital = board.country(code)?.capitals.first
    {
      perGuess.append(
        time {
          let outcome = rounds.play(.guess(capital), on: board, now: now + 5)
          _ = GameTurn(outcome, of: rounds, on: board, now: now + 5)
        })
    }
    // Look-alike rounds, each answered "the first" and told how to tell the two apart.
    guard var alike = Game.start(mode: .lookAlike, on: board, now: now, seed: UInt64(run))
    else { exit(1) }
    while !alike.isOver {
      perGuess.append(
        time {
          let outcome = alike.play(.pick(.first), on: board, now: now + 7)
          _ = GameTurn(outcome, of: alike, on: board, now: now + 7)
        })
    }
  }
  let median = percentile(perGuess, 0.5) * 1000
  let p99 = percentile(perGuess, 0.99) * 1000
  let worst = (perGuess.max() ?? 0) * 1000
  print(
    String(
      format:
        "game: %d guesses, per guess median %.1f µs, p99 %.1f µs, max %.1f µs; "
        + "first misspelt guess %.2f ms (builds the translated names once); largest text %d bytes",
      perGuess.count, median, p99, worst, firstTypo, contextBytes))
}
