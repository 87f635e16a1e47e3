import Composition
import Presentation

/// `quiz`'s copy of the person's profile: loaded from `profile.json` in the state folder when a run
/// starts (a damaged file is set aside with a warning on stderr), saved after every line that changed
/// it. Without a state folder (no HOME) the profile lives for the run only.
struct ProfileStore: Sendable {
  private let file: ProfileFile?
  private let streams: StandardStreams

  init(environment: [String: String], streams: StandardStreams) {
    self.file = ProfileFile(environment: environment)
    self.streams = streams
    if let warning = file?.warning {
      streams.writeError("quiz: warning: \(DisplayText.sanitized(warning, maxLength: 400))\n")
    }
  }

  /// The profile the run starts with.
  var profile: Profile { file?.profile ?? Profile() }

  /// Saves `profile` if it changed; says so on stderr when it could not be kept.
  func keep(_ profile: Profile) {
    guard let file else { return }
    do {
      try file.save(profile)
    } catch {
      let path = DisplayText.sanitized(file.path, maxLength: 300)
      streams.writeError("quiz: warning: could not save your favourites and scores in \(path)\n")
    }
  }
}
