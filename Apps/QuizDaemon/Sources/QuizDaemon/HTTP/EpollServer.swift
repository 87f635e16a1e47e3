import CEpoll
import Foundation
import Glibc
import Synchronization

/// The HTTP/1.1 server: one event loop per core (`EventLoop`), each an epoll loop on its own thread over
/// non-blocking sockets, sharing one listener (EPOLLEXCLUSIVE wakes one loop per connection). A request
/// the `ImmediateHandler` can answer is answered on the loop's thread; any other runs as a task and hands
/// its response back through the loop's eventfd. Keep-alive and pipelining are served in order.
public final class EpollServer: Sendable {
  public struct Configuration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// Open connections at once. One more takes the slot of the least recently active idle connection
    /// (one with no request in progress); only when none is idle is it answered 503 and closed.
    public var maximumConnections = 2048
    /// A request must arrive whole within this many seconds of its first byte, or of the accept for a
    /// connection's first request (else 408; a connection that sent nothing is closed without a reply).
    public var readTimeout = 10.0
    /// An idle keep-alive connection is closed after this many seconds.
    public var idleTimeout = 75.0
    /// On stop, in-flight requests get this long to finish.
    public var drainTimeout = 4.0
    /// Event loops (threads); by default one per core.
    public var loops = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
    public var parser = RequestParser()

    public init() {}
  }

  public typealias Handler = @Sendable (ServerRequest) async -> ServerResponse
  /// Answers on the loop thread when it can without waiting; nil hands the request to `Handler`.
  public typealias ImmediateHandler = @Sendable (ServerRequest) -> ServerResponse?

  /// What happened to one request, for the log and for counting the server's own refusals.
  public struct Exchange: Sendable {
    /// The parsed request; nil when the server refused bytes it could not parse.
    public let request: ServerRequest?
    public let status: Int
    public let seconds: Double
  }

  public let port: Int
  private let loops: [EventLoop]
  private let shared: EventLoop.Shared

  /// Binds and listens; `describe` turns each exchange into a log line for `log` (nil logs nothing).
  public init(
    configuration: Configuration, handler: @escaping Handler,
    immediate: @escaping ImmediateHandler = { _ in nil },
    describe: @escaping @Sendable (Exchange) -> String? = { _ in nil },
    log: LogWriter? = nil
  ) throws {
    let (listener, port) = try ListeningSocket.open(
      host: configuration.host, port: configuration.port)
    self.port = port
    let shared = EventLoop.Shared(
      configuration: configuration, listener: listener, handler: handler, immediate: immediate,
      describe: describe, log: log ?? LogWriter(), loops: configuration.loops)
    self.shared = shared
    loops = shared.mailboxes.indices.map { EventLoop(shared: shared, index: $0) }
  }

  /// Open connections right now, over every loop.
  public var openConnections: Int { shared.connectionCount.load(ordering: .relaxed) }

  /// Open connections on each loop, in the loops' order.
  public var connectionsPerLoop: [Int] {
    shared.mailboxes.map { $0.connections.load(ordering: .relaxed) }
  }

  /// Stops the server on SIGTERM or SIGINT, through a plain signal handler that wakes the loops (not a
  /// dispatch source: one stopped delivering after the process had run out of descriptors). Call it from
  /// the thread that then calls `run()`: that thread takes the signals.
  public func stopOnTerminationSignals() {
    let wakes = loops.map(\.wakeDescriptor)
    _ = wakes.withUnsafeBufferPointer { cepoll_watch_stop_signals($0.baseAddress, Int32($0.count)) }
  }

  /// Asks the loops to stop accepting, finish in-flight requests and return from `run()`. Any thread.
  public func stop() {
    shared.stopping.store(true, ordering: .sequentiallyConsistent)
    for loop in loops { loop.wakeUp() }
  }

  /// Serves until `stop()`: the calling thread runs the first loop, one thread each runs the others.
  /// Returns once every loop has answered its in-flight requests or the drain time is up.
  public func run() {
    let finished = DispatchGroup()
    for loop in loops.dropFirst() {
      finished.enter()
      Thread {
        loop.run()
        finished.leave()
      }.start()
    }
    loops[0].run()
    finished.wait()
    shared.closeListener()
  }
}
