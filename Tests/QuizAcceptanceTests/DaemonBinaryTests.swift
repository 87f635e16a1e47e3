import Foundation
import Testing

/// The built `quizd`, started and stopped as a supervisor would.
@Suite struct DaemonBinaryTests {
  @Test func sigterm_stopsTheDaemonCleanlyWithinFiveSeconds() throws {
    let (process, output, _) = try startDaemon(["--offline", "--port", "0"])
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    let started = Date()

    process.terminate()
    process.waitUntilExit()

    #expect(line.hasPrefix("quizd ") && line.contains("listening on http://127.0.0.1:"))
    #expect(process.terminationStatus == 0)
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test func nonLoopbackAddressWithoutToken_logsAWarning() throws {
    let (process, output, errors) = try startDaemon([
      "--offline", "--host", "0.0.0.0", "--port", "0",
    ])
    _ = output.fileHandleForReading.availableData

    process.interrupt()
    process.waitUntilExit()

    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0)
    #expect(log.contains("warning: listening on 0.0.0.0 without QUIZD_TOKEN"))
  }

  @Test func usageError_exitsWith2() throws {
    let (process, _, errors) = try startDaemon(["--port", "x"])

    process.waitUntilExit()

    #expect(process.terminationStatus == 2)
    #expect(
      String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains(
        "--port takes a number"))
  }

  // MARK: - Helpers

  private func startDaemon(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = productsDirectory().appendingPathComponent("quizd")
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return (process, output, errors)
  }
}
