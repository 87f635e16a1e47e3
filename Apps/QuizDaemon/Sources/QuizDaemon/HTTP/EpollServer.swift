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
      describe: describe, log: log ?? LogWriter())
    self.shared = shared
    loops = (0..<max(1, configuration.loops)).map { _ in EventLoop(shared: shared) }
  }

  /// Open connections right now, over every loop.
  public var openConnections: Int { shared.connectionCount.load(ordering: .relaxed) }

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

/// One event loop: its own epoll set, eventfd and connections, touched only by its thread.
///
/// `@unchecked Sendable`: the connection table and buffers are touched only by the loop's thread inside
/// `run()`; other threads reach a loop only through `wakeUp()` and `complete(_:)`, which use a mutex and
/// the eventfd.
final class EventLoop: @unchecked Sendable {
  /// What every loop of one server shares: settings, the listener, the handlers and the counters.
  final class Shared: Sendable {
    let configuration: EpollServer.Configuration
    let listener: Int32
    let handler: EpollServer.Handler
    let immediate: EpollServer.ImmediateHandler
    let describe: @Sendable (EpollServer.Exchange) -> String?
    let log: LogWriter
    let stopping = Atomic<Bool>(false)
    let connectionCount = Atomic<Int>(0)
    /// Connections waiting for a slot on a loop that had no idle connection to reclaim: any loop with an
    /// idle one closes it and takes one off.
    let wantedSlots = Atomic<Int>(0)
    let executor = HandlerExecutor()
    private let listenerClosed = Atomic<Bool>(false)

    init(
      configuration: EpollServer.Configuration, listener: Int32,
      handler: @escaping EpollServer.Handler, immediate: @escaping EpollServer.ImmediateHandler,
      describe: @escaping @Sendable (EpollServer.Exchange) -> String?, log: LogWriter
    ) {
      self.configuration = configuration
      self.listener = listener
      self.handler = handler
      self.immediate = immediate
      self.describe = describe
      self.log = log
    }

    /// Closes the listener once, whichever loop gets there first; closing drops it from every epoll set.
    func closeListener() {
      if !listenerClosed.exchange(true, ordering: .sequentiallyConsistent) { close(listener) }
    }

    deinit { closeListener() }
  }

  private let shared: Shared
  private var configuration: EpollServer.Configuration { shared.configuration }
  private var listener: Int32 { shared.listener }
  private let epoll: Int32
  private let wake: Int32
  private let completions = Mutex<[Completion]>([])
  private var isListening = true
  /// Set while accepting is paused because the process ran out of descriptors.
  private var acceptsAgainAt: ContinuousClock.Instant?
  private var isOutOfDescriptors = false
  private var connections: [Int32: Connection] = [:]
  /// Accepted while the server was full, waiting for another loop to free a slot; 503 at the deadline.
  private var waiting: [(descriptor: Int32, deadline: ContinuousClock.Instant)] = []
  private var nextID: UInt64 = 0
  private var logBuffer: [UInt8] = []
  private var logLines = 0
  private var date = HTTPDate()
  /// Where `read` puts a connection's bytes before they join its input; one per loop, allocated once.
  private var readBuffer = [UInt8](repeating: 0, count: 16 * 1024)
  private let clock = ContinuousClock()
  private typealias Exchange = EpollServer.Exchange

  private struct Completion {
    let descriptor: Int32
    let id: UInt64
    let request: ServerRequest
    let response: ServerResponse
    let started: ContinuousClock.Instant
  }

  init(shared: Shared) {
    self.shared = shared
    epoll = cepoll_create()
    wake = cepoll_eventfd()
    watch(shared.listener, events: CEPOLL_IN | CEPOLL_EXCLUSIVE)
    watch(wake, events: CEPOLL_IN)
  }

  deinit {
    close(epoll)
    close(wake)
  }

  func wakeUp() { signalWake() }

  var wakeDescriptor: Int32 { wake }

  /// Serves until the server stops; returns once in-flight requests are answered or the drain time is up.
  func run() {
    var descriptors = [Int32](repeating: 0, count: 256)
    var events = [UInt32](repeating: 0, count: 256)
    var lastSweep = clock.now
    var drainDeadline: ContinuousClock.Instant?
    while true {
      let count = cepoll_wait(epoll, &descriptors, &events, Int32(events.count), 100)
      var listenerIsReady = false
      for index in 0..<max(0, Int(count)) {
        let descriptor = descriptors[index]
        let flags = events[index]
        if descriptor == listener {
          // Accepted after this batch: reclaiming a slot closes a connection whose event may still be
          // in it, and a new connection reusing its descriptor must not receive that event.
          listenerIsReady = true
        } else if descriptor == wake {
          var value: UInt64 = 0
          _ = read(wake, &value, 8)
          if cepoll_stop_requested() != 0 {
            shared.stopping.store(true, ordering: .sequentiallyConsistent)
          }
          deliverCompletions()
        } else if let connection = connections[descriptor] {
          if flags & (CEPOLL_HUP | CEPOLL_ERR) != 0 {
            // Reset, or both directions shut: nothing can be sent any more.
            closeConnection(connection)
          } else if connection.lingersUntil != nil {
            discard(connection)
          } else if flags & (CEPOLL_IN | CEPOLL_RDHUP) != 0 {
            receive(connection)
          }
          if flags & CEPOLL_OUT != 0, connections[descriptor] === connection {
            flush(connection)
            // Output drained below the high-water mark: go on with requests that waited for it.
            if connections[descriptor] === connection { process(connection) }
          }
        }
      }
      shedIdleConnections()
      let now = clock.now
      admitWaiting(now)
      if listenerIsReady { acceptAll() }
      if let resume = acceptsAgainAt, now >= resume, isListening,
        !shared.stopping.load(ordering: .relaxed)
      {
        acceptsAgainAt = nil
        watch(listener, events: CEPOLL_IN | CEPOLL_EXCLUSIVE)
      }
      if shared.stopping.load(ordering: .relaxed) {
        if drainDeadline == nil {
          drainDeadline = now + .seconds(configuration.drainTimeout)
          stopListening()
          for (descriptor, _) in waiting { refuseFull(descriptor) }
          waiting.removeAll()
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
    while isListening, acceptsAgainAt == nil {
      let descriptor = cepoll_accept(listener)
      guard descriptor >= 0 else {
        let failure = errno
        switch failure {
        case EINTR, ECONNABORTED: continue
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
          // Out of descriptors: the pending connection stays queued and the listener stays readable, so
          // accepting again at once would spin. Stop watching it for a while, as nginx does.
          cepoll_remove(epoll, listener)
          acceptsAgainAt = clock.now + Self.acceptPause
          // One line per episode, not one per pause.
          if !isOutOfDescriptors {
            isOutOfDescriptors = true
            shared.log.write(
              line: "quizd: out of file descriptors (\(failure == ENFILE ? "system" : "process") "
                + "limit); pausing accepts until some are free")
          }
          return
        default: return
        }
      }
      isOutOfDescriptors = false
      if shared.connectionCount.load(ordering: .relaxed) >= configuration.maximumConnections {
        if let idle = oldestIdleConnection() {
          closeConnection(idle)
        } else if waiting.count < Self.maximumWaiting {
          waiting.append((descriptor, clock.now + Self.slotWait))
          shared.wantedSlots.add(1, ordering: .relaxed)
          continue
        } else {
          refuseFull(descriptor)
          continue
        }
      }
      admit(descriptor)
    }
  }

  static let acceptPause = Duration.milliseconds(250)
  /// How long a connection accepted while the server is full waits for another loop to free a slot.
  static let slotWait = Duration.milliseconds(500)
  static let maximumWaiting = 64

  private func admit(_ descriptor: Int32) {
    var yes: Int32 = 1
    setsockopt(
      descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    nextID += 1
    let connection = Connection(descriptor: descriptor, id: nextID, now: clock.now)
    connections[descriptor] = connection
    shared.connectionCount.add(1, ordering: .relaxed)
    connection.watchedEvents = CEPOLL_IN | CEPOLL_RDHUP
    watch(descriptor, events: connection.watchedEvents)
  }

  /// The least recently active connection with no request in progress, if any.
  private func oldestIdleConnection() -> Connection? {
    var oldest: Connection?
    for connection in connections.values where connection.isIdle {
      if oldest.map({ connection.lastActivity < $0.lastActivity }) ?? true { oldest = connection }
    }
    return oldest
  }

  /// Frees slots another loop is waiting for, from this loop's idle connections.
  private func shedIdleConnections() {
    while shared.wantedSlots.load(ordering: .relaxed) > 0, let idle = oldestIdleConnection() {
      guard takeWantedSlot() else { return }
      closeConnection(idle)
    }
  }

  /// Takes one off `wantedSlots` unless it is already 0.
  private func takeWantedSlot() -> Bool {
    var wanted = shared.wantedSlots.load(ordering: .relaxed)
    while wanted > 0 {
      let (exchanged, original) = shared.wantedSlots.compareExchange(
        expected: wanted, desired: wanted - 1, ordering: .relaxed)
      if exchanged { return true }
      wanted = original
    }
    return false
  }

  /// Admits waiting connections while there is room; refuses those whose wait is over.
  private func admitWaiting(_ now: ContinuousClock.Instant) {
    while let (descriptor, deadline) = waiting.first {
      if shared.connectionCount.load(ordering: .relaxed) < configuration.maximumConnections {
        admit(descriptor)
      } else if now > deadline {
        refuseFull(descriptor)
      } else {
        return
      }
      waiting.removeFirst()
      // Unless a loop already freed the slot this one asked for, it is no longer wanted.
      _ = takeWantedSlot()
    }
  }

  private func refuseFull(_ descriptor: Int32) {
    let refusal = ServerResponse.error(503, "The server has too many connections; try again.")
      .serialized(keepsAlive: false, date: date.current())
    _ = refusal.withUnsafeBytes {
      send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    close(descriptor)
    log(Exchange(request: nil, status: 503, seconds: 0))
  }

  private func stopListening() {
    guard isListening else { return }
    isListening = false
    shared.closeListener()
  }

  // MARK: - Reading and parsing

  private func receive(_ connection: Connection) {
    while !connection.isReadClosed, !connection.isReadPaused {
      let count = readBuffer.withUnsafeMutableBytes {
        read(connection.descriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        connection.input += readBuffer[0..<count]
        connection.lastActivity = clock.now
        if count < readBuffer.count { break }
        continue
      }
      if count == 0 {
        // A half-close: the client has sent everything. What it asked for is still answered, then closed.
        connection.isReadClosed = true
        break
      }
      if errno == EINTR { continue }
      if errno == EAGAIN { break }
      // The connection broke: a response still being made is dropped on arrival.
      closeConnection(connection)
      return
    }
    process(connection)
  }

  /// Parses and answers what `input` holds, in order: immediately where the handler can, else one
  /// request at a time through a task.
  private func process(_ connection: Connection) {
    parse(connection)
    settle(connection)
  }

  private func parse(_ connection: Connection) {
    while !connection.isBusy, !connection.closesAfterWrite,
      connections[connection.descriptor] === connection
    {
      // Replies the client has not read yet: wait for it before making more.
      if connection.output.count - connection.outputOffset >= Connection.highWater { return }
      guard !connection.input.isEmpty else {
        if !connection.awaitsFirstRequest { connection.requestStarted = nil }
        return
      }
      if connection.requestStarted == nil { connection.requestStarted = clock.now }
      // RFC 9112 §2.2: empty lines before a request are ignored. Dropping them here keeps a client that
      // sends CRLFs first from making the head search below start over on every read.
      let blankLines = RequestParser.leadingEmptyLines(connection.input[...])
      if blankLines > 0 {
        connection.input.removeFirst(blankLines)
        connection.searchedHeadUpTo = 0
        continue
      }
      // A head already read whose body is still arriving: parse again only once it can be whole.
      if connection.input.count < connection.awaitedLength { return }
      let parser = configuration.parser
      // Until the head is complete, search only the bytes that are new: a client sending one byte at a
      // time must not make each byte cost a scan of everything before it.
      let searchFrom = max(0, connection.searchedHeadUpTo - 3)
      if RequestParser.find(crlfcrlf, in: connection.input[...], from: searchFrom) == nil {
        if case .failure(let status, let message) = parser.unfinishedHead(
          connection.input[...], from: connection.searchedHeadUpTo)
        {
          refuse(connection, status: status, message: message)
        }
        connection.searchedHeadUpTo = connection.input.count
        return
      }
      switch parser.parse(connection.input[...]) {
      case .incomplete:
        connection.awaitedLength = RequestParser.declaredLength(connection.input[...]) ?? 0
        // RFC 9110 §10.1.1: a client that waits for `100 Continue` before its body gets it at once
        // (HTTP/1.1 only: a 1.0 client could take it for the final response).
        if !connection.sentContinue, RequestParser.expectsContinue(connection.input[...]) {
          connection.sentContinue = true
          connection.output += continueResponse
          flush(connection)
        }
        return
      case .failure(let status, let message):
        refuse(connection, status: status, message: message)
        return
      case .request(let request, let consumed):
        connection.input.removeFirst(consumed)
        connection.searchedHeadUpTo = 0
        connection.awaitedLength = 0
        connection.sentContinue = false
        connection.awaitsFirstRequest = false
        connection.requestStarted = connection.input.isEmpty ? nil : clock.now
        let started = clock.now
        if let response = shared.immediate(request) {
          deliver(
            Completion(
              descriptor: connection.descriptor, id: connection.id, request: request,
              response: response, started: started), to: connection)
          continue
        }
        connection.isBusy = true
        let (descriptor, id, handler) = (connection.descriptor, connection.id, shared.handler)
        Task(executorPreference: shared.executor) {
          let response = await handler(request)
          self.complete(
            Completion(
              descriptor: descriptor, id: id, request: request, response: response, started: started
            ))
        }
        return
      }
    }
  }

  /// After reading, parsing or writing: closes a connection that has nothing more to do, else watches
  /// for what it waits for next.
  private func settle(_ connection: Connection) {
    guard connections[connection.descriptor] === connection else { return }
    if connection.isReadClosed, !connection.isBusy, !connection.hasPendingOutput {
      // Every complete request was answered; what is left is at most an unfinished one.
      closeConnection(connection)
      return
    }
    var events: UInt32 = 0
    if !connection.isReadClosed && !connection.isReadPaused { events |= CEPOLL_IN | CEPOLL_RDHUP }
    if connection.isBlockedOnWrite { events |= CEPOLL_OUT }
    if events != connection.watchedEvents {
      connection.watchedEvents = events
      modify(connection.descriptor, events: events)
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
      // The connection may have closed, and its descriptor even been reused, while the handler ran.
      guard let connection = connections[completion.descriptor], connection.id == completion.id
      else {
        log(exchange(completion))
        continue
      }
      connection.isBusy = false
      deliver(completion, to: connection)
      if connections[completion.descriptor] === connection { process(connection) }
    }
  }

  private func deliver(_ completion: Completion, to connection: Connection) {
    log(exchange(completion))
    // The stop flag itself, not only the drain's mark: a completion can be delivered in the same loop
    // iteration that first sees the stop, before the drain marks the connections.
    let keepsAlive =
      completion.request.keepsAlive && !connection.closesAfterWrite
      && !shared.stopping.load(ordering: .relaxed)
    respond(
      connection, completion.response, keepsAlive: keepsAlive,
      omittingBody: completion.request.method == "HEAD",
      // HTTP/1.0 closes by default: a 1.0 client that asked to keep the connection is told it is kept.
      announcesKeepAlive: keepsAlive && completion.request.minorVersion == 0)
  }

  private func exchange(_ completion: Completion) -> Exchange {
    let elapsed = clock.now - completion.started
    return Exchange(
      request: completion.request, status: completion.response.status,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }

  // MARK: - Writing

  private func respond(
    _ connection: Connection, _ response: ServerResponse, keepsAlive: Bool,
    omittingBody: Bool = false, announcesKeepAlive: Bool = false
  ) {
    if !keepsAlive { connection.closesAfterWrite = true }
    connection.output += response.serialized(
      omittingBody: omittingBody, keepsAlive: keepsAlive, announcesKeepAlive: announcesKeepAlive,
      date: date.current())
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
      if sent < 0 && errno == EINTR { continue }
      if sent < 0 && errno == EAGAIN {
        connection.isBlockedOnWrite = true
        settle(connection)
        return
      }
      closeConnection(connection)
      return
    }
    connection.output.removeAll(keepingCapacity: connection.output.count <= 64 * 1024)
    connection.outputOffset = 0
    connection.isBlockedOnWrite = false
    if connection.closesAfterWrite && !connection.isBusy { closeGracefully(connection) }
  }

  /// Ends our side, then reads and drops what the client still sends until its end of file, 1 MiB or
  /// two seconds: closing with unread bytes makes the kernel reset the connection, and the client then
  /// loses the reply it was sent (a 413 for a body it was still sending). RFC 9112 §9.6.
  private func closeGracefully(_ connection: Connection) {
    shutdown(connection.descriptor, Int32(SHUT_WR))
    guard !connection.isReadClosed else {
      closeConnection(connection)
      return
    }
    connection.lingersUntil = clock.now + .seconds(2)
    connection.input.removeAll()
    connection.watchedEvents = CEPOLL_IN | CEPOLL_RDHUP
    modify(connection.descriptor, events: connection.watchedEvents)
  }

  /// A lingering connection's bytes are dropped; its end of file, or enough of them, closes it.
  private func discard(_ connection: Connection) {
    while true {
      let count = readBuffer.withUnsafeMutableBytes {
        read(connection.descriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        connection.discarded += count
        if connection.discarded > Connection.lingerLimit { break }
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && errno == EAGAIN { return }
      break
    }
    closeConnection(connection)
  }

  // MARK: - Timeouts and closing

  private func sweepTimeouts(_ now: ContinuousClock.Instant) {
    let readTimeout = Duration.seconds(configuration.readTimeout)
    let idleTimeout = Duration.seconds(configuration.idleTimeout)
    for connection in Array(connections.values) where !connection.isBusy {
      if let deadline = connection.lingersUntil {
        if now > deadline { closeConnection(connection) }
        continue
      }
      // Requests that wait behind unread replies have arrived: the client being slow to read them is
      // the no-progress case below, not a request that is late.
      let waitsForTheClient =
        connection.output.count - connection.outputOffset >= Connection.highWater
      if let started = connection.requestStarted, now - started > readTimeout,
        !connection.closesAfterWrite, !waitsForTheClient
      {
        // A client that sent nothing of a request gets no reply: it may never read one.
        if connection.input.isEmpty {
          closeConnection(connection)
        } else {
          refuse(connection, status: 408, message: "The request took too long to arrive.")
        }
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
    shared.connectionCount.subtract(1, ordering: .relaxed)
    cepoll_remove(epoll, connection.descriptor)
    close(connection.descriptor)
  }

  // MARK: - Plumbing

  private func log(_ exchange: Exchange) {
    guard let line = shared.describe(exchange) else { return }
    logBuffer += line.utf8
    logBuffer.append(UInt8(ascii: "\n"))
    logLines += 1
    if logBuffer.count > 64 * 1024 { flushLog() }
  }

  /// Hands the loop's lines to the log writer, which never blocks the loop.
  private func flushLog() {
    guard !logBuffer.isEmpty else { return }
    shared.log.write(logBuffer, lines: logLines)
    logBuffer.removeAll(keepingCapacity: true)
    logLines = 0
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
private let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
