import Foundation

/// Replaces a file's contents atomically: a temporary file in the same folder, flushed to disk, then
/// renamed over the old one, so a crash leaves either the old file or the new one, never half of one.
public enum AtomicFile {
  /// Writes `data` to `file`, creating its folder. Throws when the folder cannot be created or written.
  public static func write(_ data: Data, to file: URL) throws {
    let folder = file.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
}
