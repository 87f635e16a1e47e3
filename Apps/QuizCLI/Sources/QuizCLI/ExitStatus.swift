import Presentation

/// `quiz`'s exit statuses (sysexits' 69 for "service unavailable").
public enum ExitStatus {
  public static let answered: Int32 = 0
  public static let notAnswered: Int32 = 1
  public static let usage: Int32 = 2
  public static let unavailable: Int32 = 69
  /// sysexits' EX_IOERR: the answer, or the favourites and scores it changed, could not be written
  /// (a full disk, a closed pipe, a state folder that cannot be created).
  public static let writeFailed: Int32 = 74

  static func forOneShot(_ reply: Reply) -> Int32 {
    switch reply.outcome {
    case .answer, .game: answered
    case .unavailable: unavailable
    case .notFound, .noMatches, .unrecognized, .ambiguous, .incomplete: notAnswered
    }
  }
}
