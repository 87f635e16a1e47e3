import Foundation
import Testing

/// `make snapshot` on a checkout without the shared data beside it.
@Suite struct SnapshotScriptTests {
  @Test func makeSnapshot_withoutTheDataFile_saysWhatItNeedsInsteadOfATraceback() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", root.appendingPathComponent("Scripts/make_snapshot.py").path,
      "--source", "/nonexistent/countriesV3.1.json",
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice

    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus != 0)
    #expect(message.contains("make snapshot needs the REST Countries v3.1 data file"))
    #expect(message.contains("--source"))
    #expect(!message.contains("Traceback"))
  }
}
