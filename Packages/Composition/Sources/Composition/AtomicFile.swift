import Foundation

/// Replaces a file's contents atomically: a temporary file in the same folder, flushed to disk, then
/// renamed over the old one, so a crash leaves either the old file or the new one, never half of one.
public enum AtomicFile {
  /// A temporary file this old belongs to no live writer (a write takes milliseconds): its writer was
  /// killed between writing and renaming.
  static let staleAge: TimeInterval = 60

  /// Writes `data` to `file`, creating its folder, and removes the temporary files that killed writes
  /// to it left. `permissions` (e.g. 0o600 for a private file) are set before the file appears under its
  /// name, so it is never readable by others, not even for a moment. Throws when the folder cannot be
  /// created or written.
  public static func write(_ data: Data, to file: URL, permissions: Int? = nil) throws {
    let folder = file.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    removeStaleTemporaries(of: file)
    // The writer's process ID is part of the name, so the next write can tell a dead writer's file.
    let temporary = folder.appendingPathComponent(
      ".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp"
    )
    let attributes = permissions.map { [FileAttributeKey.posixPermissions: $0] }
    guard
      FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: attributes)
    else {
      throw CocoaError(.fileWriteNoPermission)
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      try handle.write(contentsOf: data)
      try handle.synchronize()
      try handle.close()
      // rename(2) replaces the old file atomically. FileManager.replaceItemAt fails on Linux
      // (swift-corelibs-foundation reports ENOENT), and moveItem refuses an existing destination.
      guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Removes `.<name>.<pid>.*.tmp` files whose writer is no longer running (where `/proc` tells), and any
  /// older than `staleAge`; a younger one of a live process is a write in progress, so it stays.
  private static func removeStaleTemporaries(of file: URL) {
    let folder = file.deletingLastPathComponent()
    let prefix = ".\(file.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let oldest = Date().addingTimeInterval(-staleAge)
    let canTellLiveProcesses = FileManager.default.fileExists(atPath: "/proc/self")
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let path = folder.appendingPathComponent(name).path
      let writer = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { Int($0) }
      let writerIsGone =
        canTellLiveProcesses
        && writer.map { !FileManager.default.fileExists(atPath: "/proc/\($0)") }
          ?? false
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let isOld = (attributes?[.modificationDate] as? Date).map { $0 < oldest } ?? false
      if writerIsGone || isOld { try? FileManager.default.removeItem(atPath: path) }
    }
  }
}
