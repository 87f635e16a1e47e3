import Foundation
import Presentation

/// The terminal's copy of a person's `Profile`: `profile.json` in the state folder. Loaded once when
/// `quiz` starts; saved, atomically, after a line changed it.
public final class ProfileFile: @unchecked Sendable {
  private let state: StateFile
  private let lock = NSLock()
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
  public var path: String { state.file.path }

  /// The profile as loaded, or as last saved.
  public var profile: Profile { lock.withLock { saved } }

  /// Writes `profile` when it differs from the saved one. Throws when the file cannot be written, so
  /// the shell can say that what the person asked to keep was not kept.
  public func save(_ profile: Profile) throws {
    try lock.withLock {
      guard profile != saved else { return }
      guard canSave else { throw CocoaError(.fileWriteNoPermission) }
      try state.save(profile.json)
      saved = profile
    }
  }
}
