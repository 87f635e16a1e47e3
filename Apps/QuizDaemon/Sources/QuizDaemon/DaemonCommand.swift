import Composition
import CountriesAPI
import Dispatch
import Foundation
import Presentation
import QuizCLI

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
    if options.showsVersion {
      print("quizd \(AppInfo.version)")
      return 0
    }
    let metrics = Metrics()
    let configuration = QuizConfiguration(
      environment: environment, isOffline: options.isOffline,
      allowsFallback: !options.disablesFallback)
    // Fetches run in the `quiz-fetch` helper, as for `quiz`: linking URLSession would add libcurl's TLS
    // chain, about 4 MB, to the daemon's resident memory.
    let helper = ProcessHTTPClient.helperURL(environment: environment)
    let answerer = QuizComposer.makeAnswerer(
      configuration: configuration,
      transport: {
        CountingHTTPClient(base: ProcessHTTPClient(helper: helper, timeout: $0), metrics: metrics)
      },
      warn: { DaemonCommand.printError("quizd: warning: \($0)") })
    // Load the data and build the interpreter now, so the first question is as fast as the rest.
    Task { _ = try? await answerer.provenance() }
    let api = QuizAPI(
      answerer: answerer, metrics: metrics, token: options.token, corsOrigin: options.corsOrigin)
    var server = EpollServer.Configuration()
    server.host = options.host
    server.port = options.port
    server.maximumConnections = options.maximumConnections
    server.readTimeout = options.readTimeout
    let log = RequestLog(logsQuestions: options.logsQuestions, metrics: metrics)
    let running: EpollServer
    do {
      running = try EpollServer(
        configuration: server, handler: { await api.respond(to: $0) },
        immediate: { api.respondImmediately(to: $0) }, describe: log.line)
    } catch {
      Self.printError("quizd: \(error)")
      return 71
    }
    raiseOpenFileLimit()
    if !options.isLoopback && options.token == nil {
      Self.printError(
        "quizd: warning: listening on \(options.host) without QUIZD_TOKEN: anyone who can reach it can use it"
      )
    }
    let signals = [SIGTERM, SIGINT].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number)
      source.setEventHandler { running.stop() }
      source.resume()
      return source
    }
    // Written straight to the descriptor, unbuffered: a supervisor or test waits for this line.
    FileHandle.standardOutput.write(
      Data(
        "quizd \(AppInfo.version) listening on http://\(hostForURL(options.host)):\(running.port)\n"
          .utf8))
    running.run()
    for source in signals { source.cancel() }
    Self.printError("quizd: stopped")
    return 0
  }

  private func hostForURL(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }

  private static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Idle keep-alive connections each hold a descriptor: allow as many as the hard limit does.
  private func raiseOpenFileLimit() {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
    limit.rlim_cur = limit.rlim_max
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
  }
}
