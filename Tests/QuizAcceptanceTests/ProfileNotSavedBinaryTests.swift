import Foundation
import Testing

/// `quiz` with a state folder it cannot create (its path runs through a regular file, which blocks
/// writes for root too): a change to the favourites is never reported as kept.
@Suite struct ProfileNotSavedBinaryTests {
  @Test func oneShotRemember_saysItWasNotSavedAndFails() throws {
    let blocker = try makeRegularFile()
    defer { try? FileManager.default.removeItem(at: blocker) }

    let result = try runQuiz(
      ["--offline", "remember Peru"], input: Data(),
      environment: ["XDG_STATE_HOME": blocker.appendingPathComponent("state").path])

    #expect(result.status == 74)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("Not saved: your favourites and scores could not be written"))
    #expect(!result.error.contains("one of your favourites"))
  }

  @Test func batchRemember_answersThatLineWithNotSavedAndGoesOnWithoutTheFavourite() throws {
    let blocker = try makeRegularFile()
    defer { try? FileManager.default.removeItem(at: blocker) }

    let result = try runQuiz(
      ["--offline", "--json"], input: Data("remember Peru\nmy favourites\ncapital of peru\n".utf8),
      environment: ["XDG_STATE_HOME": blocker.appendingPathComponent("state").path])

    let lines = result.output.split(separator: "\n")
    #expect(result.status == 74)
    #expect(lines.count == 3)
    #expect(lines[0].contains(#""outcome":"unavailable""#))
    #expect(lines[0].contains("Not saved"))
    #expect(!result.output.contains("one of your favourites"))
    #expect(lines[1].contains("no favourite countries"))
    #expect(lines[2].contains("Lima"))
  }

  // MARK: - Helpers

  private func makeRegularFile() throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-not-a-folder-\(UUID().uuidString)")
    try Data().write(to: file)
    return file
  }
}
