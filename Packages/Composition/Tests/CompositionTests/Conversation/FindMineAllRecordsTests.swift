import Composition
import Domain
import Foundation
import GameRules
import Testing

/// The quiz finds the country a player thinks of, whichever of the bundled data's 250 records it is,
/// asking an honest player (an oracle answering from the data) the question that splits the
/// countries still possible best: issue 26 asks for 8 questions at most on average.
@Suite struct FindMineAllRecordsTests {
  @Test func everyRecord_isFound_inEightQuestionsOrFewerOnAverage() async throws {
    let board = try await QuizComposer.makeAnswerer(
      configuration: QuizConfiguration(isOffline: true)
    ).load().get().board
    #expect(board.countries.count == 250)
    var asked: [Int] = []
    var lost: [String] = []
    for country in board.countries {
      var game = try #require(Game.start(mode: .findMine, on: board, now: 0, seed: 0))
      var outcome = GameOutcome(.help)
      while !game.isOver, let question = game.asking {
        let answer = question.holds(for: country, in: game.language)
        outcome = game.play(.yesNo(answer), on: board, now: 1)
        if case .findMine(.gaveUp) = outcome.event { break }
      }
      if outcome.event == .findMine(.found(country.cca2)) {
        asked.append(game.clues.count)
      } else {
        lost.append(country.cca2)
      }
    }
    // Questions before the right guess: the guess that names the country is the quiz's answer.
    let average = Double(asked.map { $0 - 1 }.reduce(0, +)) / Double(asked.count)
    let most = asked.max() ?? 0
    print(
      "find-mine: \(asked.count) found, lost \(lost), average \(average) before the guess, "
        + "\(Double(asked.reduce(0, +)) / Double(asked.count)) with it, at most \(most)")
    #expect(lost.isEmpty)
    #expect(average <= 8)
    #expect(most < Game.mostFindQuestions)
  }
}
