import CountriesAPI
import Domain
import Foundation
import Interpretation
import Presentation
import Synchronization

/// `quiz-bench --worst`: the whole turn (`Turn.send`, as `quizd` runs it with its data at hand) on the
/// most expensive lines found, each at the longest a shell accepts (`LineLimit.characters`): repeated
/// words after a game's opening, a sentence of country names, long words that defeat the typo index,
/// and guesses of that length inside a name-them-all. The budget is 1 ms of work per line.
func measureWorstLines() {
  guard case .success(let dataset) = BundledSnapshot.dataset else { exit(1) }
  let answerer = QuizAnswerer(
    loader: BundledCountryLoader(), readyFor: .seconds(3600)
  ) { MultilingualQuestionInterpreter(countries: $0) }
  let loaded = Mutex<Result<CountryCatalog, AnswerError>?>(nil)
  let semaphore = DispatchSemaphore(value: 0)
  Task {
    let data = await answerer.load()
    loaded.withLock { $0 = data }
    semaphore.signal()
  }
  semaphore.wait()
  let reader = PhraseLineReader()
  let turn = Turn(
    data: loaded.withLock { $0 }, reader: reader, now: Date(timeIntervalSince1970: 1.795e9),
    seed: 1)
  /// The line read then played, as a shell's turn takes it.
  func send(_ line: String, in conversation: Conversation) -> (ChatEvent, Conversation) {
    turn.send(reader.read(line, in: conversation.lineContext()), in: conversation)
  }
  let limit = LineLimit.characters
  /// `opening` then `words` over and over, up to the most characters a shell takes, or to the most
  /// words the engine reads (the longest lines that are read, not refused, cost the most).
  func filled(_ opening: String, _ words: [String], upToWordLimit: Bool) -> String {
    var line = opening
    var index = 0
    while line.count + words[index % words.count].count + 1 <= limit,
      !upToWordLimit || !LineLimit.hasTooManyWords(line + " " + words[index % words.count])
    {
      line += " " + words[index % words.count]
      index += 1
    }
    return line
  }
  let names = dataset.countries.map(\.names.common)
  var rows: [(String, Double)] = []
  for cut in [false, true] {
    let suffix = cut ? " (\(LineLimit.words) words)" : " (\(limit) chars)"
    var lines: [(String, String)] = [
      (
        "quiz me on countries in a a a …",
        filled("quiz me on countries in", ["a"], upToWordLimit: cut)
      ),
      ("name all countries in a a …", filled("name all countries in", ["a"], upToWordLimit: cut)),
      ("capital of x x x …", filled("what is the capital of", ["x"], upToWordLimit: cut)),
      ("country names", filled("capital of", names, upToWordLimit: cut)),
      (
        "long words",
        filled("population of", [String(repeating: "q", count: 60)], upToWordLimit: cut)
      ),
      (
        "one long word",
        cut
          ? filled("", ["frnace"], upToWordLimit: cut)
          : String(repeating: "frnace", count: limit / 6)
      ),
      ("letters and spaces", filled("", ["é"], upToWordLimit: cut)),
      ("words joined by commas", "capital of " + String(repeating: "a,", count: limit / 2)),
      ("remember a a a …", filled("remember", ["a"], upToWordLimit: cut)),
      ("accents", filled("quelle est la capitale de la", ["Côte d'Ivoire"], upToWordLimit: cut)),
    ]
    lines = lines.map { ($0.0 + suffix, String($0.1.prefix(limit))) }
    for (label, line) in lines {
      var samples: [Double] = []
      for _ in 0..<20 {
        samples.append(
          time { _ = send(line, in: Conversation()) })
      }
      rows.append((label, percentile(samples, 0.5)))
    }
    let (_, playing) = send("play name all countries in Africa", in: Conversation())
    guard playing.game != nil else { exit(1) }
    for (label, guess) in [
      ("guess: country names", filled("", names, upToWordLimit: cut)),
      ("guess: a a a …", filled("", ["a"], upToWordLimit: cut)),
    ] {
      let line = String(guess.prefix(limit))
      let samples = (0..<20).map { _ in time { _ = send(line, in: playing) } }
      rows.append((label + suffix, percentile(samples, 0.5)))
    }
  }
  for (label, median) in rows {
    print(String(format: "worst line: %@: median %.3f ms", label, median))
  }
  let worst = rows.map(\.1).max() ?? 0
  print(String(format: "worst line overall: %.3f ms (budget 1 ms)", worst))
}
