import CountriesAPI
import Domain
import Foundation
import GameRules
import Interpretation
import Presentation

/// `quiz-bench --game`, the route game: the work of one turn on the bundled data, as the daemon
/// does it (reading the conversation's text, reading the line, measuring the country against both
/// ends, wording it, writing the text back). Twenty games from Portugal to Poland of the same lines;
/// per-turn median, p99 and max.
func measureTravleTurns() async {
  let answerer = QuizAnswerer(loader: BundledCountryLoader(), readyFor: .seconds(3_600)) {
    MultilingualQuestionInterpreter(countries: $0)
  }
  guard case .success(let catalog) = await answerer.load() else { exit(1) }
  let reader = PhraseLineReader()
  let now = Date(timeIntervalSince1970: 1_795_000_000)
  let lines = ["Japan", "Italy", "Switzerland", "score", "hint", "Austria", "Czechia"]
  var perTurn: [Double] = []
  var contextBytes = 0
  for run in 0..<21 {
    let turn = Turn(data: .success(catalog), reader: reader, now: now, seed: UInt64(run))
    var start = Conversation()
    let travle = Travle(start: "PT", end: "PL", shortest: 3)
    start.game = Game(
      mode: .travle, startedAt: 1_795_000_000, total: travle.allowed, travle: travle)
    var text = start.text
    for line in lines {
      let spent = time {
        guard let conversation = Conversation(text: text) else { return }
        let read = reader.read(line, in: conversation.lineContext(commands: false))
        text = turn.ask(read, in: conversation).1.text
      }
      guard run > 0 else { continue }
      perTurn.append(spent)
      contextBytes = max(contextBytes, text.utf8.count)
    }
  }
  print(
    String(
      format:
        "route game: %d turns, per turn median %.1f µs, p99 %.1f µs, max %.1f µs; largest text"
        + " %d bytes",
      perTurn.count, percentile(perTurn, 0.5) * 1000, percentile(perTurn, 0.99) * 1000,
      (perTurn.max() ?? 0) * 1000, contextBytes))
}
