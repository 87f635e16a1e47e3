import CountriesAPI
import Domain
import Foundation

/// Keeps the last good dataset in one file, in the record format of the bundled snapshot.
///
/// Writes are atomic (a temporary file in the same folder, flushed to disk, then renamed over the old
/// one), so readers — other `quiz` processes, a `quizd` — see the old file or the new one, never half.
/// A file that does not decode, is implausibly large or holds fewer countries than a live load must
/// is reported and ignored until the next good fetch replaces it.
public struct DiskCountryCache: Sendable {
  public let file: URL
  private let minimumCount: Int
  private let maximumSize: Int

  /// 16 MiB: the whole v3.1 dataset encodes to about 0.4 MiB, so anything this large is not a cache.
  public static let defaultMaximumSize = 16 << 20

  public init(
    file: URL, minimumCount: Int = RemoteCountryLoader.minimumCountryCount,
    maximumSize: Int = defaultMaximumSize
  ) {
    self.file = file
    self.minimumCount = minimumCount
    self.maximumSize = maximumSize
  }

  /// What reading found.
  public enum ReadResult: Sendable, Equatable {
    case empty
    case dataset(CountryDataset)
    /// The file exists but is not a dataset (truncated, corrupted, foreign, too large, too small): why.
    case unreadable(String)
  }

  public func read() -> ReadResult {
    let data: Data
    switch contents() {
    case .success(nil): return .empty
    case .success(let read?): data = read
    case .failure(let reason): return .unreadable(reason.text)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .unreadable("not UTF-8 text")
    }
    do {
      let (header, countries) = try CountryRecordCodec.decode(text)
      guard countries.count >= minimumCount else {
        return .unreadable(
          "only \(countries.count) countries, fewer than the \(minimumCount) of a full load")
      }
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
    try AtomicFile.write(Data(CountryRecordCodec.encode(dataset).utf8), to: file)
  }

  private struct Refusal: Error {
    let text: String
  }

  /// The file's bytes, or nil when there is no file. The size is checked on the open file before
  /// reading, and the read is bounded too, so neither a huge file nor a device is read whole.
  private func contents() -> Result<Data?, Refusal> {
    guard let handle = FileHandle(forReadingAtPath: file.path) else { return .success(nil) }
    defer { try? handle.close() }
    do {
      let size = try handle.seekToEnd()
      guard size <= UInt64(maximumSize) else {
        return .failure(Refusal(text: "\(size) bytes, more than the \(maximumSize) a cache may be"))
      }
      try handle.seek(toOffset: 0)
      let data = try handle.read(upToCount: maximumSize + 1) ?? Data()
      guard data.count <= maximumSize else {
        return .failure(Refusal(text: "more than the \(maximumSize) bytes a cache may be"))
      }
      return .success(data)
    } catch {
      return .failure(Refusal(text: "cannot be read"))
    }
  }
}
