import Foundation
import Presentation

/// The terminal's copy of a person's `Profile`: `profile.json` in the state folder. Loaded once when
/// `quiz` starts; saved, atomically, after a line changed it. Several `quiz` processes may share the
/// file: a save re-reads it under an exclusive lock (`profile.json.lock`) and applies only this
/// process's change to what is there now (`Profile.merged`), so no writer erases another's change.
public final class ProfileFile: @unchecked Sendable {
  private let state: StateFile
  /// Guards `saved` between this process's threads; `FileLock` guards the file between processes.
  private let lock = NSLock()
  /// The profile this process's changes are made from: as loaded, then as it last asked to save.
  private var saved: Profile
  private var canSave: Bool
  /// What a person should know about the file when it was loaded (set aside, unreadable), or nil.
  public let warning: String?

  public init(_ state: StateFile) {
    self.state = state
    let loaded = state.load { Profile(json: $0) }
    warning = state.warning(loaded, what: "Your saved favourites and scores")
    switch loaded {
    case .loaded(let profile):
      saved = profile
      canSave = true
    case .missing, .setAside:
      saved = Profile()
      canSave = true
    case .unreadable:
      saved = Profile()
      canSave = false
    }
  }

  /// The profile file the environment names, or nil when it names no state folder.
  public convenience init?(environment: [String: String]) {
    guard let state = StateFile(named: "profile.json", environment: environment) else { return nil }
    self.init(state)
  }

  /// Where the profile is kept.
  public var path: String { state.path }

  /// The profile as loaded, or as last saved.
  public var profile: Profile { lock.withLock { saved } }

  /// The lock file beside the profile, held while a save reads, merges and writes it.
  var lockFile: URL { URL(fileURLWithPath: state.path + ".lock") }

  /// Writes the changes from the saved profile to `profile` when there are any, merged into the file
  /// as it is now on disk. Throws when the file cannot be written, so the shell can say that what the
  /// person asked to keep was not kept.
  public func save(_ profile: Profile) throws {
    try lock.withLock {
      guard profile != saved else { return }
      guard canSave else { throw CocoaError(.fileWriteNoPermission) }
      try FileLock.withExclusiveLock(on: lockFile) {
        let onDisk: Profile
        switch state.load({ Profile(json: $0) }) {
        case .loaded(let profile): onDisk = profile
        case .missing, .setAside: onDisk = Profile()
        case .unreadable: throw CocoaError(.fileReadNoPermission)
        }
        try state.save(Profile.merged(base: saved, mine: profile, theirs: onDisk).json)
      }
      // The base of the next save is this process's own view, not the merged one: the changes it
      // makes next are made to this copy, and others' changes must not look like its removals.
      saved = profile
    }
  }
}
