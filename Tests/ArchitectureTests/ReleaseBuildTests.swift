import Foundation
import Testing

/// The release build is declared once, in `Scripts/release-build.sh`, and lays out the code quiz runs
/// together (`Scripts/quiz.order`, Docs/PERFORMANCE.md "Code layout").
@Suite struct ReleaseBuildTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func everyReleaseBuild_goesThroughTheOneScript() throws {
    let scripts = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Scripts").path
    ).filter { $0.hasSuffix(".sh") && $0 != "release-build.sh" }.map { "Scripts/" + $0 }
    for path in ["Makefile", ".ci/run"] + scripts {
      let builds = try text(path).split(separator: "\n").filter {
        $0.contains("swift build") && $0.contains("release")
      }
      #expect(builds.isEmpty, "\(path) builds a release by hand: \(builds)")
    }
    #expect(try text("Makefile").contains("RELEASE := Scripts/release-build.sh"))
  }

  @Test func theReleaseBuild_laysOutFunctionsByTheCommittedOrder() throws {
    let script = try text("Scripts/release-build.sh")
    #expect(script.contains("-function-sections"))
    #expect(script.contains("-use-ld=lld"))
    #expect(script.contains("--symbol-ordering-file=\"$root/Scripts/quiz.order\""))
    let order = try text("Scripts/quiz.order").split(separator: "\n")
    #expect(order.count > 1_000, "make order lists every function a chat and the one-shots run")
    #expect(Set(order).count == order.count, "a function is listed once")
    #expect(order.allSatisfy { !$0.contains(" ") }, "names are mangled, as the linker sees them")
    #expect(order.contains { $0.hasPrefix("$s14Interpretation") }, "the reader's own functions")
  }

  @Test func makeOrder_withoutValgrind_saysWhatItNeeds() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [root.appendingPathComponent("Scripts/make_order.py").path]
    process.environment = ["PATH": "/nonexistent"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    #expect(message.contains("make order needs valgrind"))
    #expect(!message.contains("Traceback"))
  }
}
