import Foundation

/// Runs an installed shell on a script, as an installer's user would.
enum ShellCheck {
  static func isInstalled(_ shell: String) -> Bool {
    path(of: shell) != nil
  }

  /// The shell's exit status and what it printed, given the script's path as `$1`-style argument.
  static func run(_ shell: String, _ arguments: [String], script: String) throws -> (
    status: Int32, output: String
  ) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "completion-\(UUID().uuidString)")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path(of: shell) ?? shell)
    process.arguments = arguments.map { $0 == "SCRIPT" ? file.path : $0 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  private static func path(of program: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return folders.map { "\($0)/\(program)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
