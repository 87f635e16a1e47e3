import Foundation
import QuizCLI
import Synchronization
import Testing

/// The history must be a regular file once links are followed: anything else is left unread with a
/// warning, promptly, and a save replaces the name, never writing through a link.
@Suite struct HistoryFileKindTests {
  @Test func read_leavesAFIFOUnreadWithAWarningWithoutWaiting() async throws {
    let sut = try makeSUT()
    defer { try? FileManager.default.removeItem(at: sut.file.deletingLastPathComponent()) }
    #expect(mkfifo(sut.file.path, 0o600) == 0)

    let read = try #require(await promptly(unblocking: sut.file) { sut.read() })

    #expect(read.lines == [])
    #expect(read.warning?.contains("not a regular file") == true)
  }

  @Test func read_leavesALinkToADeviceUnreadWithAWarning() async throws {
    let sut = try makeSUT()
    defer { try? FileManager.default.removeItem(at: sut.file.deletingLastPathComponent()) }
    try FileManager.default.createSymbolicLink(
      atPath: sut.file.path, withDestinationPath: "/dev/zero")

    let read = try #require(await promptly { sut.read() })

    #expect(read.lines == [])
    #expect(read.warning?.contains("not a regular file") == true)
  }

  @Test func read_leavesAFolderUnreadWithAWarning() throws {
    let sut = try makeSUT()
    defer { try? FileManager.default.removeItem(at: sut.file.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: sut.file, withIntermediateDirectories: false)

    let read = sut.read()

    #expect(read.lines == [])
    #expect(read.warning?.contains("not a regular file") == true)
  }

  @Test func read_ofALinkToAHugeSparseFile_readsOnlyItsEnd() async throws {
    let sut = try makeSUT()
    defer { try? FileManager.default.removeItem(at: sut.file.deletingLastPathComponent()) }
    let target = sut.file.deletingLastPathComponent().appendingPathComponent("huge")
    #expect(FileManager.default.createFile(atPath: target.path, contents: nil))
    let handle = try FileHandle(forWritingTo: target)
    try handle.truncate(atOffset: 64 << 30)
    try handle.write(contentsOf: Data("\ncapital of peru\n".utf8))
    try handle.close()
    try FileManager.default.createSymbolicLink(
      atPath: sut.file.path, withDestinationPath: target.path)

    let read = try #require(await promptly { sut.read() })

    #expect(read.lines == ["capital of peru"])
    #expect(read.warning == nil)
  }

  @Test func save_replacesALinkAndLeavesItsTargetAlone() throws {
    let sut = try makeSUT()
    defer { try? FileManager.default.removeItem(at: sut.file.deletingLastPathComponent()) }
    let target = sut.file.deletingLastPathComponent().appendingPathComponent("elsewhere")
    try Data("theirs\n".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: sut.file.path, withDestinationPath: target.path)

    sut.save(["capital of peru"])

    #expect(FileManager.default.contents(atPath: target.path) == Data("theirs\n".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: sut.file.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(sut.load() == ["capital of peru"])
  }

  // MARK: - Helpers

  private func makeSUT() throws -> HistoryFile {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return HistoryFile(file: folder.appendingPathComponent("history"))
  }

  /// `work`'s result when it returns within two seconds, else nil (with an issue); a FIFO it waits on
  /// is then opened for writing and closed, so that a blocked open or read ends and the test too.
  private func promptly<T: Sendable>(
    unblocking fifo: URL? = nil, _ work: @escaping @Sendable () -> T,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> T? {
    let result = Outcome<T>()
    let thread = Thread {
      let value = work()
      result.value.withLock { $0 = value }
    }
    thread.start()
    let deadline = Date().addingTimeInterval(2)
    while Date() < deadline, result.value.withLock({ $0 == nil }) {
      try await Task.sleep(for: .milliseconds(10))
    }
    guard let value = result.value.withLock({ $0 }) else {
      Issue.record("still reading after 2 s", sourceLocation: sourceLocation)
      if let fifo { close(open(fifo.path, O_WRONLY | O_NONBLOCK)) }
      return nil
    }
    return value
  }
}

/// What a background thread returned, once it has.
private final class Outcome<T: Sendable>: Sendable {
  let value = Mutex<T?>(nil)
}
