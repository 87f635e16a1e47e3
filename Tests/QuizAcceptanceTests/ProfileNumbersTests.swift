import Foundation
import Testing

/// `quiz` reading its own `profile.json` with numbers at the ends of their types: it neither traps nor
/// loses the rest of a batch.
@Suite struct ProfileNumbersTests {
  @Test(arguments: [
    #"{"games":{"records":{"capitals":{"played":9223372036854775807}}}}"#,
    #"{"games":{"records":{"capitals":{"streak":9223372036854775807,"lastDay":"#
      + "\(Int(Date().timeIntervalSince1970) / 86_400 - 1)}}}}",
    #"{"games":{"records":{"capitals":{"best":-9223372036854775808,"lastDay":9223372036854775807}}}}"#,
  ])
  func batch_endsAGameAndAnswersOnWithAProfileAtTheEndsOfItsNumbers(profile: String) throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-profile-numbers-\(UUID().uuidString)")
    let folder = state.appendingPathComponent("country-quiz")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: state) }
    try Data(profile.utf8).write(to: folder.appendingPathComponent("profile.json"))

    let result = try runQuiz(
      ["--offline", "--json"], input: Data("quiz me on capitals\nstop\ncapital of peru\n".utf8),
      environment: ["XDG_STATE_HOME": state.path])

    let lines = result.output.split(separator: "\n")
    #expect(result.status == 0)
    #expect(lines.count == 3)
    #expect(lines.last?.contains("Lima") == true)
  }
}
