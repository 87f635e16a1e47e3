import Composition
import Foundation

/// The chat's question history, kept across runs in `$XDG_STATE_HOME/country-quiz/history` (default
/// `~/.local/state`). Bounded to the newest `limit` lines; written atomically (a save replaces a link
/// or a FIFO at that name, never writes through it); a damaged file (binary, invalid UTF-8, huge
/// lines) loads what is readable, and one that is not a regular file is left unread: neither stops
/// the chat.
public struct HistoryFile: Sendable {
  public let file: URL
  public let limit: Int

  public init(file: URL, limit: Int = 500) {
    self.file = file
    self.limit = limit
  }

  /// The history file the environment names, or nil when neither XDG_STATE_HOME nor HOME is set.
  public init?(environment: [String: String]) {
    guard let folder = StateFile.folder(environment: environment) else { return nil }
    self.init(file: folder.appendingPathComponent("history"))
  }

  /// The saved lines, oldest first.
  public func load() -> [String] { read().lines }

  /// The saved lines, oldest first, and a warning when the history is not a regular file (a FIFO, a
  /// device, a folder, links followed): that is left unread, so the chat neither waits on it nor
  /// reads it without end. A regular file is read from its end, at most what `limit` sane lines take,
  /// so a huge one costs no memory.
  public func read() -> (lines: [String], warning: String?) {
    let budget = limit * (LineEditor.maximumLength + 1)
    switch RegularFile.tail(of: file, budget: budget) {
    case .success(let data): return (lines(in: data), nil)
    case .failure(.missing), .failure(.unreadable), .failure(.tooLarge): return ([], nil)
    case .failure(.notRegular):
      return ([], "Your question history \(file.path) is not a regular file; it was left unread.")
    }
  }

  /// Split and checked by bytes and scalars, not characters: telling characters apart cost a chat
  /// 41 M instructions before its banner for a history of 200 lines.
  private func lines(in data: Data) -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }.filter {
      line in
      // No more characters than bytes: only a long line needs its characters counted.
      (line.utf8.count <= LineEditor.maximumLength || line.count <= LineEditor.maximumLength)
        && !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{FFFD}" }
        && !line.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
    return lines.suffix(limit).map(String.init)
  }

  /// Replaces the file with the newest `limit` of `lines`. Failures are ignored: history is a comfort.
  public func save(_ lines: [String]) {
    let kept = lines.suffix(limit).filter { !$0.contains("\n") }
    // 0600: what a person asked is theirs alone, on a shared machine too.
    try? AtomicFile.write(
      Data(kept.map { $0 + "\n" }.joined().utf8), to: file, permissions: 0o600)
  }
}
