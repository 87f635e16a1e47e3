import CommandLineFlags
import Composition

extension DaemonOptions {
  typealias Flag = CommandLineFlag<DaemonOptions>

  static let flags: [Flag] =
    [
      .text(
        "--host", placeholder: "ADDRESS", help: "address to listen on", default: "127.0.0.1",
        environment: "QUIZD_HOST", example: "0.0.0.0"
      ) { $0.host = $1 },
      .number(
        "--port", short: "-p", help: "port; 0 picks a free one and prints it", default: "8080",
        environment: "QUIZD_PORT", in: 0...65535
      ) { $0.port = $1 },
      .switch("--log-questions", help: "include question text in the request log") {
        $0.logsQuestions = true
      },
      .text(
        "--cors-origin", placeholder: "ORIGIN", help: "allow this browser origin to call the API",
        environment: "QUIZD_CORS_ORIGIN", example: "https://quiz.example"
      ) { $0.corsOrigin = $1 },
      .number(
        "--max-connections",
        help: "open connections at once; when full, the least recently active idle one makes "
          + "room; with none idle, more get 503",
        default: "2048", in: 1...1_000_000
      ) { $0.maximumConnections = $1 },
      .value(
        "--read-timeout", placeholder: "S",
        help: "seconds a request may take to arrive, the first from the connection's start; "
          + "slower gets 408",
        default: "10", example: "2.5", parse: seconds(in: 0.1...3600)
      ) { $0.readTimeout = $1 },
      .value(
        "--refresh-interval", placeholder: "S",
        help: "a retry within S seconds of the last fetch reuses its result", default: "30",
        example: "0", parse: seconds(in: 0...86400)
      ) { $0.refreshInterval = $1 },
      .number(
        "--remember",
        help: "keep the readings of the last N distinct lines, and this second's replies; 0: none",
        default: "4096", in: 0...1_000_000
      ) { $0.rememberedLines = $1 },
      .switch("--offline", help: "answer from the bundled snapshot only") { $0.isOffline = true },
      .switch(
        "--no-fallback", help: "when the live source fails, answer 503 instead of older data"
      ) { $0.disablesFallback = true },
      .switch("--version", short: "-V", help: "print the version") { $0.showsVersion = true },
      .switch("--help", short: "-h", help: "print this help") { $0.showsHelp = true },
    ] + Flag.documentFlags { $0.generatedDocument = $1 }

  /// Seconds in `range`, read as the environment's settings are (`QuizConfiguration.number`).
  private static func seconds(in range: ClosedRange<Double>)
    -> @Sendable (String, String) throws(Flag.Failure) -> Double
  {
    { text, setting throws(Flag.Failure) in
      do throws(QuizConfiguration.SettingError) {
        return try QuizConfiguration.number(text, setting: setting, in: range, unit: "seconds")
      } catch {
        throw .invalid(error.message)
      }
    }
  }
}
