import Foundation
import Testing

/// `quizd` with a `QUIZD_SECRET` too short to be a key: it does not start, and says why.
@Suite struct SecretTests {
  @Test(arguments: ["x", "changeme", String(repeating: "s", count: 31)])
  func quizd_refusesToStartWithASecretUnder32Bytes(secret: String) throws {
    let process = Process()
    process.executableURL = productsDirectory().appendingPathComponent("quizd")
    process.arguments = ["--offline", "--port", "0"]
    process.environment = ProcessInfo.processInfo.environment.merging(["QUIZD_SECRET": secret]) {
      $1
    }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 2)
    #expect(message.contains("QUIZD_SECRET"))
    #expect(message.contains("32"))
  }
}
