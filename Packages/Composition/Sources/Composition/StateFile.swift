import Foundation

/// One small file of a person's state under `$XDG_STATE_HOME/country-quiz/` (default
/// `~/.local/state`): read whole, written atomically and privately (0600). A file that cannot be read
/// back is set aside under a new name, with a warning, so the next write never destroys what a person
/// might still recover, and a damaged file never stops the app.
public struct StateFile: Sendable {
  public let file: URL
  /// The file's path, as `file.path` gives it.
  public let path: String
  /// A file larger than this is not state the app wrote: it is set aside unread.
  public static let largestSize = 4 << 20

  public init(file: URL) {
    self.file = file
    path = file.path
  }

  /// The file `name` in the app's state folder, or nil when neither XDG_STATE_HOME nor HOME is set.
  /// Its path is joined as text (`FolderPath`), and the file is opened by it.
  public init?(named name: String, environment: [String: String]) {
    guard let folder = Self.folderPath(environment: environment) else { return nil }
    path = FolderPath.joined(folder, name)
    file = URL(fileURLWithPath: path, isDirectory: false)
  }

  /// `$XDG_STATE_HOME/country-quiz`, else `$HOME/.local/state/country-quiz`.
  public static func folder(environment: [String: String]) -> URL? {
    folderPath(environment: environment).map { URL(fileURLWithPath: $0, isDirectory: true) }
  }

  private static func folderPath(environment: [String: String]) -> String? {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].flatMap {
        $0.isEmpty ? nil : FolderPath.joined($0, ".local", "state")
      }
    return state.map { FolderPath.joined($0, "country-quiz") }
  }

  /// What `load` found.
  public enum Loaded<Value> {
    /// No file yet: a first run.
    case missing
    case loaded(Value)
    /// The file could not be read as a value; it now lives at the URL, and a new one starts.
    case setAside(URL)
    /// The file exists but could not be opened (permissions): left alone.
    case unreadable
  }

  /// The value in the file, read by `decode` (nil for a damaged file, which is then set aside). Only a
  /// regular file within `largestSize`, links followed, is read; anything else (a FIFO, a device, a
  /// folder, a link to a huge file) is set aside unread, so loading never waits and never reads more
  /// than `largestSize + 1` bytes.
  public func load<Value>(_ decode: (Data) -> Value?) -> Loaded<Value> {
    switch RegularFile.contents(atPath: path, limit: Self.largestSize) {
    case .failure(.missing): return .missing
    case .failure(.unreadable): return .unreadable
    case .failure(.notRegular), .failure(.tooLarge): return setAside()
    case .success(let data):
      if let value = decode(data) { return .loaded(value) }
      return setAside()
    }
  }

  /// Replaces the file with `data`, atomically; throws when the folder cannot be written.
  public func save(_ data: Data) throws {
    try AtomicFile.write(data, to: file, permissions: 0o600)
  }

  /// A warning for a person about what `load` found, or nil when all is well.
  public func warning<Value>(_ loaded: Loaded<Value>, what: String) -> String? {
    switch loaded {
    case .missing, .loaded: nil
    case .setAside(let place):
      "\(what) in \(file.path) could not be read; it was kept as \(place.lastPathComponent) and a new one started."
    case .unreadable: "\(what) in \(file.path) could not be opened; nothing will be saved over it."
    }
  }

  /// Renames the damaged file to `<name>.corrupt-<UTC time>` (never over another kept file).
  private func setAside<Value>() -> Loaded<Value> {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stem = "\(file.lastPathComponent).corrupt-\(formatter.string(from: Date()))"
    let folder = file.deletingLastPathComponent()
    for attempt in 1...100 {
      let place = folder.appendingPathComponent(attempt == 1 ? stem : "\(stem)-\(attempt)")
      guard !FileManager.default.fileExists(atPath: place.path) else { continue }
      return rename(file.path, place.path) == 0 ? .setAside(place) : .unreadable
    }
    return .unreadable
  }
}

extension StateFile.Loaded: Sendable where Value: Sendable {}
