import Composition
import Domain
import Foundation
import GameRules
import Presentation
import Testing

/// The quiz game graded by the composed system over the bundled data: fair as a person would call
/// it, with the same name reading as questions.
@Suite struct GameGradingAcceptanceTests {
  private let answerer = QuizComposer.makeAnswerer(
    configuration: QuizConfiguration(isOffline: true))
  private let now = 1_795_000_000

  @Test(arguments: [
    ("Czech Republic", "CZ"), ("Czechia", "CZ"), ("Swaziland", "SZ"), ("Holland", "NL"),
    ("USA", "US"), ("Allemagne", "DE"), ("Côte d'Ivoire", "CI"), ("Ivory Coast", "CI"),
    ("Phillipines", "PH"), ("Nigeira", "NG"), ("Burma", "MM"), ("Deutschland", "DE"),
  ])
  func guess_acceptsAliasesFormerNamesTranslationsAndLoneTypos(typed: String, code: String)
    async throws
  {
    var game = Game(mode: .flags, rounds: [.flag(code)], startedAt: now, total: 1)

    let turn = try await guess(typed, in: &game)

    #expect(game.marks == [.right(hints: 0)], "\(turn.text)")
  }

  @Test func guess_acceptsMacedoniaAsNorthMacedoniaWithANote() async throws {
    var game = Game(mode: .flags, rounds: [.flag("MK")], startedAt: now, total: 1)

    let turn = try await guess("Macedonia", in: &game)

    #expect(game.marks == [.right(hints: 0)])
    #expect(turn.text.contains("\"Macedonia\": you mean North Macedonia? Accepted."))
  }

  @Test(arguments: [
    ("Niger", "NG", "Niger is not Nigeria: it is a different country."),
    ("Sudan", "SS", "Sudan is not South Sudan: it is a different country."),
    ("Guinea", "GQ", "Guinea is not Equatorial Guinea: it is a different country."),
    ("Dominica", "DO", "Dominica is not the Dominican Republic: it is a different country."),
    ("Iran", "IQ", "Iran is a different country; the answer is Iraq."),
    ("Austria", "AU", "Austria is a different country; the answer is Australia."),
  ])
  func guess_neverAcceptsTheWrongCountry_andSaysItIsADifferentOne(
    typed: String, code: String, why: String
  ) async throws {
    var game = Game(mode: .codes, rounds: [.code(code)], startedAt: now, total: 1)

    let turn = try await guess(typed, in: &game)

    #expect(game.marks == [.wrong])
    #expect(turn.text.contains(why), "\(turn.text)")
  }

  @Test func guess_refusesATypoTwoCountriesAreEquallyCloseTo_withoutUsingUpTheQuestion()
    async throws
  {
    var game = Game(mode: .flags, rounds: [.flag("NG")], startedAt: now, total: 1)

    let turn = try await guess("Nigera", in: &game)

    #expect(game.marks.isEmpty)
    #expect(turn.text.contains("could be"), "\(turn.text)")
    #expect(turn.text.contains("Niger") && turn.text.contains("Nigeria"))
  }

  @Test(arguments: [
    ("Lima", "PE"), ("lyma", "PE"), ("Bogota", "CO"), ("Washington", "US"),
    ("washington dc", "US"), ("Cape Town", "ZA"), ("Pretoria", "ZA"), ("Brasilia", "BR"),
  ])
  func capitalGuess_getsTheSameTolerance(typed: String, code: String) async throws {
    var game = Game(mode: .capitals, rounds: [.capital(code)], startedAt: now, total: 1)

    let turn = try await guess(typed, in: &game)

    #expect(game.marks == [.right(hints: 0)], "\(turn.text)")
  }

  @Test func capitalGuess_namesTheCountryOfAWrongCapital() async throws {
    var game = Game(mode: .capitals, rounds: [.capital("AU")], startedAt: now, total: 1)

    let turn = try await guess("Wellington", in: &game)

    #expect(game.marks == [.wrong])
    #expect(
      turn.text.contains(
        "Wellington is the capital of New Zealand; the capital of Australia is Canberra."))
  }

  @Test func nameAll_inAfrica_fitsTheSignedContextWithEveryCountryNamed() async throws {
    let board = try await answerer.load().get().board
    var game = try #require(
      Game.start(
        mode: .nameAll, target: .group(.region("Africa")), on: board, now: now, seed: 1))
    game.found = Set(0..<(game.total - 1))

    let text = Conversation(retry: String(repeating: "r", count: 300), game: game).text

    #expect(game.total > 50)
    #expect(text.utf8.count <= 732, "\(text.utf8.count) bytes")
  }

  // MARK: - Helpers

  /// Plays `typed` as a guess, as a turn does, and words what it got.
  private func guess(_ typed: String, in game: inout Game) async throws -> GameTurn {
    let board = try await answerer.load().get().board
    let outcome = game.play(.guess(typed), on: board, now: now + 1)
    return GameTurn(outcome, of: game, on: board, now: now + 1)
  }
}

/// A game played in a batch file: `quiz --offline --json` runs one conversation, line by line.
@Suite struct GameBatchAcceptanceTests {
  @Test func batch_playsANameThemAllAndReportsEachTurnAsAGame() throws {
    let input = [
      "quiz me on countries in South America in 3 minutes", "Peru", "peru", "Spain", "brasil",
      "hint", "score", "done", "capital of peru",
    ].joined(separator: "\n")

    let result = try runQuiz(["--offline", "--json"], input: Data((input + "\n").utf8))

    let lines = try result.output.split(separator: "\n").map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(lines.count == 9)
    let games = lines.prefix(8).compactMap { $0["game"] as? [String: Any] }
    #expect(games.count == 8)
    #expect(lines.prefix(8).allSatisfy { $0["outcome"] as? String == "game" })
    #expect(games.allSatisfy { $0["mode"] as? String == "name-all" })
    #expect(games.map { $0["asked"] as? Int } == [0, 1, 2, 3, 4, 4, 4, 4])
    #expect(games.map { $0["score"] as? Int } == [0, 1, 1, 1, 2, 1, 1, 1])
    #expect(games.allSatisfy { $0["total"] as? Int == 14 })
    #expect(
      games.map { $0["over"] as? Bool } == [false, false, false, false, false, false, false, true])
    #expect((lines[3]["text"] as? String)?.contains("Spain is not in South America") == true)
    #expect((games[7]["missed"] as? [String])?.contains("Argentina") == true)
    #expect(lines[8]["outcome"] as? String == "answer")
  }

  @Test func batch_keepsGameRecordsAndMissedQuestionsInTheProfileFile() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-game-\(UUID().uuidString)")
    let input = Data("quiz me on flags\nskip\nstop\n".utf8)

    _ = try runQuiz(
      ["--offline", "--json"], input: input, environment: ["XDG_STATE_HOME": state.path])
    let second = try runQuiz(
      ["--offline", "--json"], input: input, environment: ["XDG_STATE_HOME": state.path])

    let saved = try Data(contentsOf: state.appendingPathComponent("country-quiz/profile.json"))
    let profile = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
    let games = try #require(profile["games"] as? [String: Any])
    let flags = try #require((games["records"] as? [String: Any])?["flags"] as? [String: Any])
    #expect(flags["played"] as? Int == 2)
    #expect((games["review"] as? [String])?.first?.hasPrefix("f") == true)
    #expect(second.output.contains("Best 0 in 2 games"))
  }

  @Test func batch_playsQuestionRoundsWithHintSkipAndScore() throws {
    let input = ["quiz me on flags", "hint", "skip", "score", "stop"].joined(separator: "\n")

    let result = try runQuiz(["--offline", "--json"], input: Data((input + "\n").utf8))

    let games = result.output.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["game"]
        as? [String: Any]
    }
    #expect(games.count == 5)
    #expect(games.allSatisfy { $0["mode"] as? String == "flags" && $0["total"] as? Int == 10 })
    #expect(games.map { $0["asked"] as? Int } == [1, 1, 2, 2, 1])
    #expect((games[0]["question"] as? String)?.contains("Which country's flag is this") == true)
    #expect(games.last?["over"] as? Bool == true)
    #expect((games.last?["missed"] as? [String])?.count == 2)
  }

  @Test func batch_aGameStartedInItalian_isPlayedAndSummedUpInItalian() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-game-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    let input = ["quiz sulle capitali", "indizio", "salta", "punteggio", "basta"]
      .joined(separator: "\n")

    let result = try runQuiz(
      ["--offline", "--json"], input: Data((input + "\n").utf8),
      environment: ["XDG_STATE_HOME": state.path])

    let replies = result.output.split(separator: "\n").compactMap { line in
      try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }
    let texts = replies.compactMap { $0["text"] as? String }
    let games = replies.compactMap { $0["game"] as? [String: Any] }
    #expect(texts.count == 5)
    #expect(games.allSatisfy { $0["mode"] as? String == "capitals" })
    #expect(texts[0].hasPrefix("Giochiamo! Domanda 1 di 10 — "), "\(texts)")
    #expect(texts[0].contains(": qual è la capitale?"), "\(texts)")
    #expect(texts[1].hasPrefix("Indizio: Inizia con "), "\(texts[1])")
    #expect(texts[2].hasPrefix("Saltata: la risposta è "), "\(texts[2])")
    #expect(texts[2].contains("Domanda 2 di 10"))
    #expect(texts[3].hasPrefix("Punteggio 0 · domanda 2 di 10."), "\(texts[3])")
    #expect(texts[4].hasPrefix("Partita finita.\nPunteggio 0 su 6: 0 su 2 risposte giuste in "))
    #expect(texts[4].contains("Da ripassare: "))
    #expect(texts[4].contains(": capitale"))
    #expect(texts[4].contains("Record: 0 (su 1 partita) · serie: 1 giorno."))
    #expect((games[0]["question"] as? String)?.hasPrefix("Domanda 1 di 10") == true)
    for text in texts {
      for english in ["What is", "Hint", "Skipped", "Score", "Game over", "Missed", "Best "] {
        #expect(!text.contains(english), "\(text)")
      }
    }
  }
}
