import Composition
import CountriesAPI
import Domain
import Presentation
import Testing

/// The floors on copies of the dev sets, through the composed system: ≥ 98 % overall, ≥ 95 % per
/// category (issue 3 for dev.jsonl; issue 12 for the plain English items of dev-beyond.jsonl).
@Suite struct EvalAccuracyTests {
  @Test(arguments: [("dev", 308), ("dev-beyond", 556)])
  func answer_meetsTheAccuracyFloorsOnTheDevSet(set: String, count: Int) async throws {
    let items = try EvalItem.load(set)

    let (tally, failures) = try await score(items)

    let passed = tally.values.map(\.passed).reduce(0, +)
    #expect(items.count == count)
    #expect(Double(passed) / Double(items.count) >= 0.98, "failures: \(failures)")
    for (category, score) in tally {
      #expect(Double(score.passed) / Double(score.total) >= 0.95, "\(category): \(score)")
    }
  }

  /// Floors on the multilingual items of dev-beyond.jsonl (issue 14), judged by `EvalJudge` on
  /// outcome, intent, countries and the localized country name: ≥ 98 % of the 200, and per language
  /// what the quiz reached when they were last raised (40 of 40 each, once capitals were read as each
  /// language writes them: "Wien", "Lubiana"), so a regression in any one shows.
  @Test func answer_meetsTheMultilingualFloors() async throws {
    let floors = [
      "multilingual-fr": 1.0, "multilingual-es": 1.0, "multilingual-de": 1.0,
      "multilingual-pt": 1.0, "multilingual-it": 1.0,
    ]
    let items = try EvalItem.load("dev-beyond", multilingual: true)

    let (tally, failures) = try await score(items)

    #expect(Set(tally.keys) == Set(floors.keys))
    let passed = tally.values.map(\.passed).reduce(0, +)
    #expect(Double(passed) / Double(items.count) >= 0.98, "failures: \(failures)")
    for (category, floor) in floors {
      let score = tally[category, default: (0, 1)]
      #expect(
        Double(score.passed) / Double(score.total) >= floor,
        "\(category): \(score), failures: \(failures)")
    }
  }

  /// Floors on dev-3.jsonl's plain items (issue 23), English and the other languages apart: what
  /// the quiz reached when they were last raised, less a little margin, so a regression shows.
  /// Its items ask what the data lacks around a cue and a country (the animal on a flag, a sea, a
  /// river, an exchange rate), name countries by their people, and ask for lists, not games.
  @Test(arguments: [(false, 93, 90), (true, 50, 47)])
  func answer_meetsTheFloorsOnTheThirdDevSet(multilingual: Bool, count: Int, floor: Int)
    async throws
  {
    let items = try EvalItem.load("dev-3", multilingual: multilingual)

    let (tally, failures) = try await score(items)

    let passed = tally.values.map(\.passed).reduce(0, +)
    #expect(items.count == count)
    #expect(passed >= floor, "\(passed) of \(items.count); failures: \(failures)")
  }

  /// Each item asked of the composed quiz on the bundled data and judged: passes and totals per
  /// category, and the items that failed.
  private func score(_ items: [EvalItem]) async throws -> (
    tally: [String: (passed: Int, total: Int)], failures: [String]
  ) {
    // Judged on the facts the quiz holds: the data with the corrections in force.
    let all = try BundledSnapshot.dataset.get().corrected().countries
    let judge = EvalJudge(
      countries: Dictionary(uniqueKeysWithValues: all.map { ($0.cca2, $0) }), all: all)
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    var tally: [String: (passed: Int, total: Int)] = [:]
    var failures: [String] = []
    for item in items {
      let reply = await ask(item.question, answerer)
      tally[item.category, default: (0, 0)].total += 1
      if judge.passes(item, reply) {
        tally[item.category, default: (0, 0)].passed += 1
      } else {
        failures.append("\(item.id) \(item.question)")
      }
    }
    return (tally, failures)
  }

  /// A one-shot's turn: what `quiz "…"` runs for a line.
  private func ask(_ question: String, _ answerer: QuizAnswerer) async -> Reply {
    await QuizComposer.makeEngine(answerer: answerer).ask(question, in: Conversation()).0
  }
}
