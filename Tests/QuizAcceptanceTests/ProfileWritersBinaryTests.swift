import Foundation
import Testing

/// Several `quiz` runs sharing one state folder, as a person's shell scripts and terminals do.
@Suite struct ProfileWritersBinaryTests {
  @Test func parallelRemembers_keepEveryFavourite() throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-state-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    let countries = [
      "Japan", "Peru", "Chile", "France", "Germany", "Italy", "Spain", "Portugal", "Belgium",
      "Netherlands", "Switzerland", "Austria", "Norway", "Sweden", "Finland", "Denmark", "Poland",
      "Greece", "Egypt", "Kenya",
    ]

    let runs = try countries.map { country in
      try startQuiz(
        ["--offline", "remember \(country)"], environment: ["XDG_STATE_HOME": state.path])
    }
    for run in runs { run.waitUntilExit() }

    #expect(runs.allSatisfy { $0.terminationStatus == 0 })
    let file = state.appendingPathComponent("country-quiz/profile.json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let favourites = try #require(json?["favourites"] as? [String])
    #expect(Set(favourites).count == 20, "\(favourites)")
  }

  // MARK: - Helpers

  /// Starts the `quiz` built next to this test bundle, with no input and its output discarded.
  private func startQuiz(_ arguments: [String], environment: [String: String]) throws -> Process {
    let process = Process()
    process.executableURL = productsDirectory().appendingPathComponent("quiz")
    process.arguments = arguments
    var base = ProcessInfo.processInfo.environment
    base["LC_ALL"] = nil
    base["LANG"] = "C.UTF-8"
    process.environment = base.merging(environment) { _, new in new }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
