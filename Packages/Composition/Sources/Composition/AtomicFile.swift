import Foundation

/// Replaces a file's contents atomically: a temporary file in the same folder, flushed to disk, then
/// renamed over the old one, so a crash leaves either the old file or the new one, never half of one.
public enum AtomicFile {
  /// A temporary file this old belongs to no live writer (a write takes milliseconds): its writer was
  /// killed between writing and renaming.
  static let staleAge: TimeInterval = 60

  /// Writes `data` to `file`, creating its folder, and removes the stale temporary files of earlier
  /// writes to it. Throws when the folder cannot be created or written.
  public static func write(_ data: Data, to file: URL) throws {
    let folder = file.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    removeStaleTemporaries(of: file)
    let temporary = folder.appendingPathComponent(
      ".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
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

  /// Removes `.<name>.*.tmp` files older than `staleAge`; younger ones may be another process's write
  /// in progress, so they stay until a later write.
  private static func removeStaleTemporaries(of file: URL) {
    let folder = file.deletingLastPathComponent()
    let prefix = ".\(file.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let oldest = Date().addingTimeInterval(-staleAge)
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let path = folder.appendingPathComponent(name).path
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      guard let modified = attributes?[.modificationDate] as? Date, modified < oldest else {
        continue
      }
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
