import Composition
import Foundation
import Presentation
import Synchronization
import Testing

/// A state file must be a regular file of bounded size once links are followed: anything else is set
/// aside unread, promptly, and a save never writes through a link.
@Suite struct StateFileKindTests {
  @Test func load_setsAFIFOAsideWithoutWaitingForAWriter() async throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))
    #expect(mkfifo(state.file.path, 0o600) == 0)

    let loaded = try await loadPromptly(state, unblocking: state.file)

    try expectSetAside(loaded, state)
  }

  @Test func load_setsALinkToADeviceAsideUnread() async throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))
    try FileManager.default.createSymbolicLink(
      atPath: state.file.path, withDestinationPath: "/dev/zero")

    let loaded = try await loadPromptly(state)

    try expectSetAside(loaded, state)
  }

  @Test func load_setsAsideALinkToARegularFileOverTheSizeLimit() throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))
    let target = folder.appendingPathComponent("elsewhere.json")
    var padded = Profile(favourites: ["JP"]).json
    padded.append(Data(repeating: 0x20, count: StateFile.largestSize))
    try padded.write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: state.file.path, withDestinationPath: target.path)

    let loaded = state.load { Profile(json: $0) }

    try expectSetAside(loaded, state)
    #expect(FileManager.default.fileExists(atPath: target.path))
  }

  @Test func load_setsAsideALinkToAHugeSparseFileWithoutReadingIt() async throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))
    let target = folder.appendingPathComponent("huge")
    #expect(FileManager.default.createFile(atPath: target.path, contents: nil))
    let handle = try FileHandle(forWritingTo: target)
    try handle.truncate(atOffset: 64 << 30)
    try handle.close()
    try FileManager.default.createSymbolicLink(
      atPath: state.file.path, withDestinationPath: target.path)

    let loaded = try await loadPromptly(state)

    try expectSetAside(loaded, state)
  }

  @Test func load_setsAFolderAside() throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))
    try FileManager.default.createDirectory(at: state.file, withIntermediateDirectories: false)

    let loaded = state.load { Profile(json: $0) }

    try expectSetAside(loaded, state)
  }

  @Test func load_findsNothingThroughAPathUnderARegularFile() throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("plain"))
    let state = StateFile(file: folder.appendingPathComponent("plain/profile.json"))

    let loaded = state.load { Profile(json: $0) }

    guard case .missing = loaded else {
      Issue.record("expected missing, got \(loaded)")
      return
    }
  }

  @Test func save_replacesALinkItselfAndNeverWritesThroughIt() throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = StateFile(file: folder.appendingPathComponent("profile.json"))
    let target = folder.appendingPathComponent("elsewhere.json")
    try Data("theirs".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: state.file.path, withDestinationPath: target.path)

    try state.save(Data("mine".utf8))

    #expect(FileManager.default.contents(atPath: target.path) == Data("theirs".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: state.file.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(FileManager.default.contents(atPath: state.file.path) == Data("mine".utf8))
  }

  @Test func profileFile_startsEmptyWithAWarningWhenTheProfileIsAFIFO() async throws {
    let folder = try makeStateFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("country-quiz/profile.json")
    try FileManager.default.createDirectory(
      at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(mkfifo(path.path, 0o600) == 0)
    let environment = ["XDG_STATE_HOME": folder.path]

    let file = try await promptly(unblocking: path) { ProfileFile(environment: environment) }

    #expect(file??.profile == Profile())
    #expect(file??.warning?.contains("could not be read") == true)
  }

  // MARK: - Helpers

  private func loadPromptly(_ state: StateFile, unblocking fifo: URL? = nil) async throws
    -> StateFile.Loaded<Profile>
  {
    try #require(await promptly(unblocking: fifo) { state.load { Profile(json: $0) } })
  }

  /// `work`'s result when it returns within two seconds, else nil (with an issue); a FIFO it waits on
  /// is then opened for writing and closed, so that a blocked open or read ends and the test too.
  private func promptly<T: Sendable>(
    unblocking fifo: URL?, _ work: @escaping @Sendable () -> T,
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
      Issue.record("still loading after 2 s", sourceLocation: sourceLocation)
      if let fifo { close(open(fifo.path, O_WRONLY | O_NONBLOCK)) }
      return nil
    }
    return value
  }

  private func expectSetAside(
    _ loaded: StateFile.Loaded<Profile>, _ state: StateFile,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard case .setAside(let place) = loaded else {
      Issue.record("expected set aside, got \(loaded)", sourceLocation: sourceLocation)
      return
    }
    #expect(
      place.lastPathComponent.hasPrefix("profile.json.corrupt-"), sourceLocation: sourceLocation)
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: state.file.path)) == nil
        && !FileManager.default.fileExists(atPath: state.file.path),
      sourceLocation: sourceLocation)
  }
}

/// What a background thread returned, once it has.
private final class Outcome<T: Sendable>: Sendable {
  let value = Mutex<T?>(nil)
}
