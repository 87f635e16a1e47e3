import CountriesAPI
import Domain
import Foundation
import GameRules
import Interpretation
import Presentation

/// `quiz-bench --game`, the mystery country: the work of one turn, on the bundled data, as the
/// daemon does it: reading the conversation's text, reading the line (a question read with the
/// question reader, or a guess), answering or grading it by the rules, wording it, and writing the
/// text back. Twenty games of the same questions and guesses; per-turn median, p99 and max.
func measureMysteryTurns() async {
  let answerer = QuizAnswerer(loader: BundledCountryLoader(), readyFor: .seconds(3_600)) {
    MultilingualQuestionInterpreter(countries: $0)
  }
  guard case .success(let catalog) = await answerer.load() else { exit(1) }
  let reader = PhraseLineReader()
  let now = Date(timeIntervalSince1970: 1_795_000_000)
  let lines = [
    "is it in Africa?", "does it border France?", "more than 50 million people?",
    "is it landlocked?", "does it use the euro?", "does its name start with M?",
    "is it bigger than Spain?", "is it north of Spain?", "do they speak Spanish?",
    "is it in the EU?", "how many people live there?", "what is its capital?",
    "est-il en Europe ?", "¿limita con Francia?", "Japan", "Brazil", "is it Germany?",
  ]
  var perTurn: [Double] = []
  var perLine: [String: [Double]] = [:]
  var contextBytes = 0
  var firstRun = 0.0
  // The first game reads each language's words for the first time (tables built once per process,
  // as for any question): timed apart, as the first misspelt guess is.
  for run in 0..<21 {
    let turn = Turn(data: .success(catalog), reader: reader, now: now, seed: UInt64(run))
    let start = reader.read("mystery country", in: Conversation().lineContext(commands: false))
    var text = turn.ask(start, in: Conversation()).1.text
    for line in lines {
      let spent = time {
        guard let conversation = Conversation(text: text) else { return }
        let read = reader.read(line, in: conversation.lineContext(commands: false))
        text = turn.ask(read, in: conversation).1.text
      }
      if run == 0 {
        firstRun += spent
        continue
      }
      perTurn.append(spent)
      perLine[line, default: []].append(spent)
      contextBytes = max(contextBytes, text.utf8.count)
    }
  }
  print(
    String(
      format:
        "mystery: %d turns, per turn median %.1f µs, p99 %.1f µs, max %.1f µs; first game %.1f"
        + " ms (%d turns); largest text %d bytes",
      perTurn.count, percentile(perTurn, 0.5) * 1000, percentile(perTurn, 0.99) * 1000,
      (perTurn.max() ?? 0) * 1000, firstRun, lines.count, contextBytes))
  if ProcessInfo.processInfo.environment["QUIZ_BENCH_LINES"] != nil {
    for (line, times) in perLine.sorted(by: { $0.key < $1.key }) {
      print("  \(Int(percentile(times, 0.5) * 1000)) µs median  \(line)")
    }
  }
}
