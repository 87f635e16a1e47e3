import Composition
import Presentation

/// `quizd`: for now it loads the data, reports readiness and exits; the HTTP server is its own issue.
public struct DaemonCommand {
  public init() {}

  public func run(arguments: [String]) async -> (status: Int32, message: String) {
    if arguments.contains("--help") || arguments.contains("-h") {
      return (
        0,
        "Usage: quizd\n\nThe Country Quiz daemon. The HTTP API is not built yet; quizd checks its data and exits.\n"
      )
    }
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    do {
      let provenance = try await answerer.provenance()
      return (
        0,
        "quizd \(AppInfo.version): data ready (\(DataNotice.describe(provenance))); no server yet.\n"
      )
    } catch {
      return (69, "quizd: no data could be loaded\n")
    }
  }
}
