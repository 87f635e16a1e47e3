import Foundation
import Testing

/// No hand-written production file over 250 lines: a longer one hides more than one concern, and is
/// split along its seams (`Type+Part.swift`). Tests and the generated tables (`+Text.swift`,
/// `+Table.swift`) are not counted.
@Suite struct FileLengthTests {
  static let maximumLines = 250

  @Test func productionFiles_stayWithinTheLineLimit() throws {
    let files = try productionFiles(in: root())

    let long = try Self.overLimit(files, root: root())

    #expect(files.count > 100, "found only \(files.count) files: is the root right?")
    #expect(long.isEmpty, "split these along their seams: \(long)")
  }

  @Test func checker_reportsALongProductionFileAndSkipsTestsAndGeneratedTables() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "length-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let long = String(repeating: "let x = 1\n", count: Self.maximumLines + 1)
    let limit = String(repeating: "let x = 1\n", count: Self.maximumLines)
    try write(long, to: "Packages/P/Sources/P/Long.swift", in: directory)
    try write(limit, to: "Packages/P/Sources/P/AtTheLimit.swift", in: directory)
    try write(long, to: "Packages/P/Sources/P/Names+Table.swift", in: directory)
    try write(long, to: "Packages/P/Sources/P/Words+Text.swift", in: directory)
    try write(long, to: "Packages/P/Tests/PTests/LongTests.swift", in: directory)
    try write(long, to: "Packages/P/.build/checkouts/Long.swift", in: directory)

    let found = try Self.overLimit(productionFiles(in: directory), root: directory)

    #expect(found.map(\.path) == ["Packages/P/Sources/P/Long.swift"])
  }

  // MARK: - Helpers

  struct LongFile: CustomStringConvertible {
    let path: String
    let lines: Int
    var description: String { "\(path) (\(lines) lines)" }
  }

  static func overLimit(_ files: [URL], root: URL) throws -> [LongFile] {
    let prefix = root.standardizedFileURL.path + "/"
    return try files.compactMap { file in
      let lines = try Data(contentsOf: file).reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      guard lines > maximumLines else { return nil }
      let path = file.standardizedFileURL.path
      return LongFile(
        path: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, lines: lines)
    }.sorted { $0.path < $1.path }
  }

  /// Swift files outside any `Tests` folder and any hidden folder (`.build`, `.git`), except the
  /// generated tables.
  private func productionFiles(in directory: URL) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    let prefix = directory.standardizedFileURL.path + "/"
    return (enumerator?.allObjects as? [URL] ?? []).filter { file in
      let path = file.standardizedFileURL.path
      let folders = path.dropFirst(prefix.count).split(separator: "/").dropLast()
      return file.pathExtension == "swift" && !folders.contains("Tests")
        && !folders.contains(where: { $0.hasPrefix(".") })
        && !file.lastPathComponent.hasSuffix("+Text.swift")
        && !file.lastPathComponent.hasSuffix("+Table.swift")
    }
  }

  private func write(_ text: String, to relativePath: String, in directory: URL) throws {
    let file = directory.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  private func root() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}
