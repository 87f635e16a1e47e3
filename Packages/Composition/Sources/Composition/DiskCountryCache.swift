import CountriesAPI
import Domain
import Foundation

/// Keeps the last good dataset in one file, in the record format of the bundled snapshot.
///
/// Writes are atomic (a temporary file in the same folder, flushed to disk, then renamed over the old
/// one), so readers — other `quiz` processes, a `quizd` — see the old file or the new one, never half.
/// A file that does not decode is reported and ignored until the next good fetch replaces it.
public struct DiskCountryCache: Sendable {
  public let file: URL

  public init(file: URL) {
    self.file = file
  }

  /// What reading found.
  public enum ReadResult: Sendable, Equatable {
    case empty
    case dataset(CountryDataset)
    /// The file exists but is not a dataset (truncated, corrupted, foreign): why, in words.
    case unreadable(String)
  }

  public func read() -> ReadResult {
    guard let data = FileManager.default.contents(atPath: file.path) else { return .empty }
    guard let text = String(data: data, encoding: .utf8) else {
      return .unreadable("not UTF-8 text")
    }
    do {
      let (header, countries) = try CountryRecordCodec.decode(text)
      return .dataset(
        CountryDataset(
          countries: countries,
          provenance: DataProvenance(origin: .cache, source: header.source, asOf: header.asOf)))
    } catch {
      return .unreadable("\(error)")
    }
  }

  /// Replaces the file atomically. Throws when the folder cannot be created or written.
  public func write(_ dataset: CountryDataset) throws {
    let folder = file.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission)
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      try handle.write(contentsOf: Data(CountryRecordCodec.encode(dataset).utf8))
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
