import Foundation
import Testing

/// `make install`, `make uninstall` and `make deb` as an administrator uses them, on the binaries
/// this test run built, into scratch roots.
@Suite(.serialized) struct InstallBinaryTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs a program to its end; its status and standard output.
  @discardableResult
  static func run(
    _ program: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-install-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The manual page as `man -l` shows it, plain.
  static func manual(_ path: String) throws -> String {
    try run(
      "/usr/bin/env", ["man", "-l", path],
      environment: ["MANWIDTH": "80", "MAN_KEEP_FORMATTING": ""]
    )
    .output
  }

  @Test func install_placesEveryFileAndUninstallRemovesThemAll() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let script = Self.repository.appendingPathComponent("Scripts/install.sh").path

    let installed = try Self.run(script, [productsDirectory().path, root.path, "/opt/quiz"])
    let listed = try Self.run(script, ["--list", "/opt/quiz"]).output.split(separator: "\n")
    let version = try Self.run(root.path + "/opt/quiz/bin/quiz", ["--offline", "--version"])
    let page = try Self.manual(root.path + "/opt/quiz/share/man/man1/quiz.1")
    let daemonPage = try Self.manual(root.path + "/opt/quiz/share/man/man8/quizd.8")
    let unit = try String(
      contentsOfFile: root.path + "/opt/quiz/lib/systemd/system/quizd.service", encoding: .utf8)
    let uninstalled = try Self.run(
      "/usr/bin/env",
      [
        "make", "-s", "-C", Self.repository.path, "uninstall", "DESTDIR=\(root.path)",
        "PREFIX=/opt/quiz",
      ])

    #expect(installed.status == 0)
    #expect(listed.count == 14)
    #expect(version.status == 0 && version.output.hasPrefix("quiz "))
    #expect(page.contains("quiz - ask about countries") && page.contains("--offline"))
    #expect(daemonPage.contains("QUIZD(8)") && daemonPage.contains("--port"))
    #expect(unit.contains("ExecStart=/opt/quiz/bin/quizd "))
    #expect(uninstalled.status == 0)
    #expect(listed.allSatisfy { !FileManager.default.fileExists(atPath: root.path + $0) })
  }

  @Test func debianPackage_installsIntoAScratchRootAndRuns() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.appendingPathComponent("root").path
    for part in ["info", "updates", "triggers"] {
      try FileManager.default.createDirectory(
        atPath: root + "/var/lib/dpkg/" + part, withIntermediateDirectories: true)
    }
    #expect(FileManager.default.createFile(atPath: root + "/var/lib/dpkg/status", contents: Data()))

    let built = try Self.run(
      Self.repository.appendingPathComponent("Scripts/make_deb.sh").path,
      [productsDirectory().path, "0.1.0", folder.path], environment: ["DEB_COMPRESSION": "none"])
    let package = built.output.trimmingCharacters(in: .whitespacesAndNewlines)
    let name = try Self.run("/usr/bin/env", ["dpkg-deb", "--field", package, "Package"]).output
    let installed = try Self.run(
      "/usr/bin/env",
      [
        "dpkg", "--root=\(root)", "--force-script-chrootless", "--force-depends",
        "--force-not-root", "--log=/dev/null", "--install", package,
      ])
    let answer = try Self.run(root + "/usr/bin/quiz", ["--offline", "capital of peru"])
    let page = try Self.manual(root + "/usr/share/man/man1/quiz.1.gz")
    let unit = try String(
      contentsOfFile: root + "/usr/lib/systemd/system/quizd.service", encoding: .utf8)
    let credits = try String(
      contentsOfFile: root + "/usr/share/doc/country-quiz/copyright", encoding: .utf8)

    #expect(built.status == 0)
    #expect(name == "country-quiz\n")
    #expect(installed.status == 0)
    #expect(answer.output == "The capital of Peru is Lima.\n")
    #expect(page.contains("quiz - ask about countries"))
    #expect(unit.contains("User=quizd") && !unit.contains("DynamicUser"))
    #expect(credits.contains("MPL-2.0") && credits.contains("CC-BY-4.0"))
    #expect(FileManager.default.fileExists(atPath: root + "/usr/share/zsh/site-functions/_quiz"))
  }
}
