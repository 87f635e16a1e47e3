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
    try AtomicFile.write(Data(CountryRecordCodec.encode(dataset).utf8), to: file)
  }
}
