import CommandLineFlags
import Composition
import CountriesAPI
import FetchHelper
import Foundation
import Presentation

#if canImport(Glibc)
  import Glibc
#endif

/// `quizd`: reads its options, wires the API over the composed answerer, serves until SIGTERM or SIGINT.
public struct DaemonCommand {
  private let environment: [String: String]

  public init(environment: [String: String]) {
    self.environment = environment
  }

  public func run(arguments: [String]) -> Int32 {
    // A log reader or client that goes away must not kill the daemon: writes then fail with EPIPE.
    signal(SIGPIPE, SIG_IGN)
    let options: DaemonOptions
    switch DaemonOptions.parse(arguments, environment: environment) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      Self.printError("quizd: \(error.message)")
      return 2
    }
    if options.showsHelp {
      print(DaemonOptions.usage)
      return 0
    }
    if let document = options.generatedDocument {
      print(DaemonOptions.interface.text(of: document), terminator: "")
      return 0
    }
    if options.showsVersion {
      print("quizd \(AppInfo.version)")
      return 0
    }
    let secret: String?
    switch ConversationContext.secret(in: environment) {
    case .success(let value): secret = value
    case .failure(let error):
      Self.printError("quizd: \(error.message)")
      return 2
    }
    let metrics = Metrics()
    var configuration: QuizConfiguration
    do {
      configuration = try QuizConfiguration(
        environment: environment, isOffline: options.isOffline,
        allowsFallback: !options.disablesFallback)
    } catch {
      Self.printError("quizd: \(error.message)")
      return 2
    }
    configuration.minimumRefreshInterval = options.refreshInterval
    let log = LogWriter(onDrop: { metrics.recordDroppedLogLines($0) })
    // Fetches run in the `quiz-fetch` helper, as for `quiz`: linking URLSession would add libcurl's TLS
    // chain, about 4 MB, to the daemon's resident memory.
    let helper = ProcessHTTPClient.helperURL(
      environment: environment, executablePath: ProcessEnvironment.executablePath)
    let answerer = QuizComposer.makeAnswerer(
      configuration: configuration,
      transport: {
        CountingHTTPClient(base: ProcessHTTPClient(helper: helper, timeout: $0), metrics: metrics)
      },
      warn: { log.write(line: "quizd: warning: \(DisplayText.sanitized($0, maxLength: 300))") },
      rememberedLines: options.rememberedLines)
    // Load the data and build the interpreter now, so the first question is as fast as the rest.
    Task { _ = try? await answerer.provenance() }
    let api = QuizAPI(
      answerer: answerer, metrics: metrics, token: options.token, corsOrigin: options.corsOrigin,
      secret: secret, rememberedReplies: options.rememberedLines)
    var server = EpollServer.Configuration()
    server.host = options.host
    server.port = options.port
    // Before anything else opens descriptors in numbers: the cap is held below the limit.
    let limit = DescriptorBudget.raiseLimit()
    server.maximumConnections = DescriptorBudget.connections(
      requested: options.maximumConnections, limit: limit,
      open: DescriptorBudget.openDescriptors(), loops: server.loops)
    if server.maximumConnections < options.maximumConnections {
      log.write(
        line:
          "quizd: warning: \(server.maximumConnections) connections at most, not "
          + "\(options.maximumConnections): the open-file limit is \(limit ?? 0)")
    }
    server.readTimeout = options.readTimeout
    let requestLog = RequestLog(logsQuestions: options.logsQuestions, metrics: metrics)
    let running: EpollServer
    do {
      running = try EpollServer(
        configuration: server, handler: { await api.respond(to: $0) },
        immediate: { api.respondImmediately(to: $0) }, describe: requestLog.line, log: log)
    } catch {
      Self.printError("quizd: \(error)")
      return 71
    }
    if !options.isLoopback && options.token == nil {
      log.write(
        line:
          "quizd: warning: listening on \(options.host) without QUIZD_TOKEN: anyone who can reach it can use it"
      )
    }
    running.stopOnTerminationSignals()
    // Written straight to the descriptor, unbuffered: a supervisor or test waits for this line.
    Self.write(
      "quizd \(AppInfo.version) listening on http://\(hostForURL(options.host)):\(running.port)\n",
      to: STDOUT_FILENO)
    running.run()
    log.write(line: "quizd: stopped")
    log.flush(timeout: 1)
    return 0
  }

  private func hostForURL(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }

  /// Before the server runs (usage errors, a port in use): nothing else is writing yet.
  private static func printError(_ text: String) {
    write(text + "\n", to: STDERR_FILENO)
  }

  /// A plain `write`, whose failure (a closed descriptor, EPIPE) is ignored: FileHandle's would trap.
  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Glibc.write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
