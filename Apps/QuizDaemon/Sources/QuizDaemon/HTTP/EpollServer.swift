import CEpoll
import Glibc
import Synchronization

/// The HTTP/1.1 server: one thread runs an epoll loop over non-blocking sockets (accepting, reading,
/// parsing, writing, timeouts); each request's handler runs as a task and hands its response back
/// through an eventfd. Keep-alive and pipelining are served in order, one request per connection at a time.
///
/// `@unchecked Sendable`: the connection table and buffers are touched only by the loop thread inside
/// `run()`; other threads reach the server only through `stop()` and `complete(_:)`, which use a mutex,
/// an atomic flag and the eventfd.
public final class EpollServer: @unchecked Sendable {
  public struct Configuration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// Open connections at once; one more is answered 503 and closed.
    public var maximumConnections = 2048
    /// A request must arrive whole within this many seconds of its first byte (else 408).
    public var readTimeout = 10.0
    /// An idle keep-alive connection is closed after this many seconds.
    public var idleTimeout = 75.0
    /// On stop, in-flight requests get this long to finish.
    public var drainTimeout = 4.0
    public var parser = RequestParser()

    public init() {}
  }

  public typealias Handler = @Sendable (ServerRequest) async -> ServerResponse

  /// What happened to one request, for the log and for counting the server's own refusals.
  public struct Exchange: Sendable {
    /// The parsed request; nil when the server refused bytes it could not parse.
    public let request: ServerRequest?
    public let status: Int
    public let seconds: Double
  }

  public let port: Int
  private let configuration: Configuration
  private let handler: Handler
  private let describe: @Sendable (Exchange) -> String?
  private let listener: Int32
  private let epoll: Int32
  private let wake: Int32
  private let completions = Mutex<[Completion]>([])
  private let stopping = Atomic<Bool>(false)
  private var isListening = true
  private var connections: [Int32: Connection] = [:]
  private var nextID: UInt64 = 0
  private var logBuffer: [UInt8] = []
  private let clock = ContinuousClock()

  private struct Completion {
    let descriptor: Int32
    let id: UInt64
    let request: ServerRequest
    let response: ServerResponse
    let started: ContinuousClock.Instant
  }

  /// Binds and listens; `describe` turns each exchange into a log line for stderr (nil logs nothing).
  public init(
    configuration: Configuration, handler: @escaping Handler,
    describe: @escaping @Sendable (Exchange) -> String? = { _ in nil }
  ) throws {
    self.configuration = configuration
    self.handler = handler
    self.describe = describe
    (listener, port) = try ListeningSocket.open(host: configuration.host, port: configuration.port)
    epoll = cepoll_create()
    wake = cepoll_eventfd()
    watch(listener, events: CEPOLL_IN)
    watch(wake, events: CEPOLL_IN)
  }

  deinit {
    close(epoll)
    close(wake)
    if isListening { close(listener) }
  }

  /// Open connections right now (for tests and metrics).
  public var openConnections: Int { connectionCount.load(ordering: .relaxed) }
  private let connectionCount = Atomic<Int>(0)

  /// Asks the loop to stop accepting, finish in-flight requests and return from `run()`. Any thread.
  public func stop() {
    stopping.store(true, ordering: .sequentiallyConsistent)
    signalWake()
  }

  /// Serves until `stop()`; returns once in-flight requests are answered or the drain time is up.
  public func run() {
    var descriptors = [Int32](repeating: 0, count: 256)
    var events = [UInt32](repeating: 0, count: 256)
    var lastSweep = clock.now
    var drainDeadline: ContinuousClock.Instant?
    while true {
      let count = cepoll_wait(epoll, &descriptors, &events, Int32(events.count), 100)
      for index in 0..<max(0, Int(count)) {
        let descriptor = descriptors[index]
        let flags = events[index]
        if descriptor == listener {
          acceptAll()
        } else if descriptor == wake {
          var value: UInt64 = 0
          _ = read(wake, &value, 8)
          deliverCompletions()
        } else if let connection = connections[descriptor] {
          if flags & (CEPOLL_IN | CEPOLL_HUP | CEPOLL_ERR) != 0 {
            receive(connection)
          }
          if flags & CEPOLL_OUT != 0, connections[descriptor] === connection {
            flush(connection)
          }
        }
      }
      let now = clock.now
      if stopping.load(ordering: .relaxed) {
        if drainDeadline == nil {
          drainDeadline = now + .seconds(configuration.drainTimeout)
          stopListening()
          for connection in Array(connections.values) {
            connection.closesAfterWrite = true
            if !connection.isBusy && !connection.hasPendingOutput { closeConnection(connection) }
          }
        }
        if connections.isEmpty || now > (drainDeadline ?? now) { break }
      }
      if now - lastSweep > .milliseconds(250) {
        lastSweep = now
        sweepTimeouts(now)
      }
      flushLog()
    }
    for connection in Array(connections.values) { closeConnection(connection) }
    flushLog()
  }

  // MARK: - Accepting

  private func acceptAll() {
    while isListening {
      let descriptor = cepoll_accept(listener)
      guard descriptor >= 0 else { return }
      if connections.count >= configuration.maximumConnections {
        let refusal = ServerResponse.error(503, "The server has too many connections; try again.")
          .serialized(keepsAlive: false)
        _ = refusal.withUnsafeBytes {
          send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        close(descriptor)
        log(Exchange(request: nil, status: 503, seconds: 0))
        continue
      }
      var yes: Int32 = 1
      setsockopt(
        descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      nextID += 1
      let connection = Connection(descriptor: descriptor, id: nextID, now: clock.now)
      connections[descriptor] = connection
      connectionCount.store(connections.count, ordering: .relaxed)
      watch(descriptor, events: CEPOLL_IN | CEPOLL_RDHUP)
    }
  }

  private func stopListening() {
    guard isListening else { return }
    isListening = false
    cepoll_remove(epoll, listener)
    close(listener)
  }

  // MARK: - Reading and parsing

  private func receive(_ connection: Connection) {
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = read(connection.descriptor, &buffer, buffer.count)
      if count > 0 {
        connection.input += buffer[0..<count]
        connection.lastActivity = clock.now
        // Far more than one request can need: a client that floods pipelined requests is cut off.
        if connection.input.count > 256 * 1024 {
          closeConnection(connection)
          return
        }
        if count < buffer.count { break }
        continue
      }
      if count < 0 && (errno == EAGAIN || errno == EINTR) { break }
      // The client closed or the connection broke: a response still being made is dropped on arrival.
      closeConnection(connection)
      return
    }
    process(connection)
  }

  private func process(_ connection: Connection) {
    guard !connection.isBusy, !connection.closesAfterWrite, !connection.input.isEmpty else {
      if connection.input.isEmpty { connection.requestStarted = nil }
      return
    }
    if connection.requestStarted == nil { connection.requestStarted = clock.now }
    let parser = configuration.parser
    // Until the head is complete, search only the bytes that are new: a client sending one byte at a
    // time must not make each byte cost a scan of everything before it.
    let searchFrom = max(0, connection.searchedHeadUpTo - 3)
    if RequestParser.find(crlfcrlf, in: connection.input[...], from: searchFrom) == nil {
      connection.searchedHeadUpTo = connection.input.count
      if case .failure(let status, let message) = parser.unfinishedHead(connection.input[...]) {
        refuse(connection, status: status, message: message)
      }
      return
    }
    switch parser.parse(connection.input[...]) {
    case .incomplete: return
    case .failure(let status, let message): refuse(connection, status: status, message: message)
    case .request(let request, let consumed):
      connection.input.removeFirst(consumed)
      connection.searchedHeadUpTo = 0
      connection.requestStarted = connection.input.isEmpty ? nil : clock.now
      connection.isBusy = true
      let started = clock.now
      let (descriptor, id, handler) = (connection.descriptor, connection.id, handler)
      Task {
        let response = await handler(request)
        self.complete(
          Completion(
            descriptor: descriptor, id: id, request: request, response: response, started: started))
      }
    }
  }

  private func refuse(_ connection: Connection, status: Int, message: String) {
    connection.input.removeAll()
    respond(connection, ServerResponse.error(status, message), keepsAlive: false)
    log(Exchange(request: nil, status: status, seconds: 0))
  }

  private func complete(_ completion: Completion) {
    completions.withLock { $0.append(completion) }
    signalWake()
  }

  private func deliverCompletions() {
    let ready = completions.withLock { pending in
      defer { pending.removeAll(keepingCapacity: true) }
      return pending
    }
    for completion in ready {
      let elapsed = clock.now - completion.started
      log(
        Exchange(
          request: completion.request, status: completion.response.status,
          seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds)
            / 1e18))
      // The connection may have closed, and its descriptor even been reused, while the handler ran.
      guard let connection = connections[completion.descriptor], connection.id == completion.id
      else { continue }
      connection.isBusy = false
      let keepsAlive = completion.request.keepsAlive && !connection.closesAfterWrite
      respond(
        connection, completion.response, keepsAlive: keepsAlive,
        omittingBody: completion.request.method == "HEAD")
      if connections[connection.descriptor] === connection { process(connection) }
    }
  }

  // MARK: - Writing

  private func respond(
    _ connection: Connection, _ response: ServerResponse, keepsAlive: Bool,
    omittingBody: Bool = false
  ) {
    if !keepsAlive { connection.closesAfterWrite = true }
    connection.output += response.serialized(omittingBody: omittingBody, keepsAlive: keepsAlive)
    flush(connection)
  }

  private func flush(_ connection: Connection) {
    while connection.hasPendingOutput {
      let sent = connection.output.withUnsafeBytes { bytes in
        send(
          connection.descriptor, bytes.baseAddress.map { $0 + connection.outputOffset },
          bytes.count - connection.outputOffset, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        connection.outputOffset += sent
        connection.lastActivity = clock.now
        continue
      }
      if sent < 0 && (errno == EAGAIN || errno == EINTR) {
        if !connection.isWatchingWrites {
          connection.isWatchingWrites = true
          modify(connection.descriptor, events: CEPOLL_IN | CEPOLL_RDHUP | CEPOLL_OUT)
        }
        return
      }
      closeConnection(connection)
      return
    }
    connection.output.removeAll(keepingCapacity: connection.output.count <= 64 * 1024)
    connection.outputOffset = 0
    if connection.isWatchingWrites {
      connection.isWatchingWrites = false
      modify(connection.descriptor, events: CEPOLL_IN | CEPOLL_RDHUP)
    }
    if connection.closesAfterWrite && !connection.isBusy {
      shutdown(connection.descriptor, Int32(SHUT_WR))
      closeConnection(connection)
    }
  }

  // MARK: - Timeouts and closing

  private func sweepTimeouts(_ now: ContinuousClock.Instant) {
    let readTimeout = Duration.seconds(configuration.readTimeout)
    let idleTimeout = Duration.seconds(configuration.idleTimeout)
    for connection in Array(connections.values) where !connection.isBusy {
      if let started = connection.requestStarted, now - started > readTimeout,
        !connection.closesAfterWrite
      {
        refuse(connection, status: 408, message: "The request took too long to arrive.")
      } else if now - connection.lastActivity
        > (connection.hasPendingOutput ? readTimeout : idleTimeout)
      {
        closeConnection(connection)
      }
    }
  }

  private func closeConnection(_ connection: Connection) {
    guard connections[connection.descriptor] === connection else { return }
    connections[connection.descriptor] = nil
    connectionCount.store(connections.count, ordering: .relaxed)
    cepoll_remove(epoll, connection.descriptor)
    close(connection.descriptor)
  }

  // MARK: - Plumbing

  private func log(_ exchange: Exchange) {
    guard let line = describe(exchange) else { return }
    logBuffer += line.utf8
    logBuffer.append(UInt8(ascii: "\n"))
    if logBuffer.count > 64 * 1024 { flushLog() }
  }

  private func flushLog() {
    guard !logBuffer.isEmpty else { return }
    var offset = 0
    while offset < logBuffer.count {
      let written = logBuffer.withUnsafeBytes {
        write(STDERR_FILENO, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written <= 0 { break }
      offset += written
    }
    logBuffer.removeAll(keepingCapacity: true)
  }

  private func signalWake() {
    var one: UInt64 = 1
    _ = write(wake, &one, 8)
  }

  private func watch(_ descriptor: Int32, events: UInt32) {
    cepoll_add(epoll, descriptor, events)
  }

  private func modify(_ descriptor: Int32, events: UInt32) {
    cepoll_modify(epoll, descriptor, events)
  }
}

private let crlfcrlf: [UInt8] = Array("\r\n\r\n".utf8)
