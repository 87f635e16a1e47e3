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

  /// Saves `profile` if it changed; false when it could not be saved, so the shell shows
  /// `notSaved(_:)` instead of a reply that claims the change was kept, and restores `profile`.
  func keep(_ profile: Profile) -> Bool {
    guard let file else { return true }
    do {
      try file.save(profile)
      return true
    } catch {
      return false
    }
  }

  /// What went wrong when `keep` returned false.
  var notSavedMessage: String {
    let path = DisplayText.sanitized(file?.path ?? "", maxLength: 300)
    return
      "Not saved: your favourites and scores could not be written to \(path), so nothing changed."
  }

  /// `reply` (which claims a change the profile could not keep) replaced by `notSavedMessage`.
  func notSaved(_ reply: Reply) -> Reply {
    Reply(
      question: reply.question, outcome: .unavailable, intent: reply.intent,
      text: notSavedMessage, language: reply.language)
  }
}
