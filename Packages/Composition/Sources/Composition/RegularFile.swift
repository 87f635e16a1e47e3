import Foundation

/// Reads a state file only when it is what it claims: a regular file (after links are followed) of
/// bounded size. It is opened without waiting (`O_NONBLOCK`, so a FIFO never blocks the open) and
/// without becoming the controlling terminal (`O_NOCTTY`), then the opened descriptor is checked, so
/// no rename between the check and the read can swap in a FIFO or a device such as `/dev/zero`.
public enum RegularFile {
  /// Why nothing was read.
  public enum Failure: Error, Equatable, Sendable {
    /// Nothing at the path (or a path through a regular file).
    case missing
    /// A FIFO, a device, a socket or a folder.
    case notRegular
    /// Larger than the limit: not what the app writes.
    case tooLarge
    /// It could not be opened or read (permissions, a loop of links).
    case unreadable
  }

  /// The whole file, when it is a regular file of at most `limit` bytes; never more than `limit + 1`
  /// bytes are read, whatever the file claims its size is.
  public static func contents(of file: URL, limit: Int) -> Result<Data, Failure> {
    contents(atPath: file.path, limit: limit)
  }

  /// `contents(of:limit:)` by path, without asking a `URL` for it (`FolderPath`).
  public static func contents(atPath path: String, limit: Int) -> Result<Data, Failure> {
    withOpened(path) { descriptor, size in
      guard size <= limit else { return .failure(.tooLarge) }
      guard let data = readUpTo(limit + 1, from: descriptor) else { return .failure(.unreadable) }
      return data.count > limit ? .failure(.tooLarge) : .success(data)
    }
  }

  /// The last `budget` bytes of a regular file of any size (a log or a history keeps its newest end).
  public static func tail(of file: URL, budget: Int) -> Result<Data, Failure> {
    withOpened(file.path) { descriptor, size in
      guard lseek(descriptor, off_t(max(0, size - budget)), SEEK_SET) >= 0,
        let data = readUpTo(budget, from: descriptor)
      else { return .failure(.unreadable) }
      return .success(data)
    }
  }

  private static func withOpened(
    _ path: String, _ body: (Int32, Int) -> Result<Data, Failure>
  ) -> Result<Data, Failure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
    guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
    return body(descriptor, Int(status.st_size))
  }

  /// Up to `count` bytes from the descriptor's position, fewer at the end of the file; nil on an error.
  private static func readUpTo(_ count: Int, from descriptor: Int32) -> Data? {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: min(count, 64 << 10))
    while data.count < count {
      let wanted = min(chunk.count, count - data.count)
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { return nil }
      if got == 0 { break }
      data.append(contentsOf: chunk[0..<got])
    }
    return data
  }
}
