import CEpoll
import Foundation
import Glibc
import Synchronization

/// One event loop: its own epoll set, eventfd and connections, touched only by its thread.
///
/// `@unchecked Sendable`: the connection table and buffers are touched only by the loop's thread inside
/// `run()`; other threads reach a loop only through `wakeUp()` and `complete(_:)`, which use a mutex and
/// the eventfd.
final class EventLoop: @unchecked Sendable {
  let shared: Shared
  var configuration: EpollServer.Configuration { shared.configuration }
  var listener: Int32 { shared.listener }
  let epoll: Int32
  /// This loop's place in `shared.mailboxes`.
  let index: Int
  var mailbox: LoopMailbox { shared.mailboxes[index] }
  private var wake: Int32 { mailbox.wake }
  let completions = Mutex<[Completion]>([])
  var isListening = true
  /// Set while accepting is paused because the process ran out of descriptors.
  var acceptsAgainAt: ContinuousClock.Instant?
  var isOutOfDescriptors = false
  var connections: [Int32: Connection] = [:]
  /// Accepted while the server was full, waiting for another loop to free a slot; 503 at the deadline.
  var waiting: [(descriptor: Int32, deadline: ContinuousClock.Instant)] = []
  var nextID: UInt64 = 0
  private var logBuffer: [UInt8] = []
  private var logLines = 0
  var date = HTTPDate()
  /// Where `read` puts a connection's bytes before they join its input; one per loop, allocated once.
  var readBuffer = [UInt8](repeating: 0, count: 16 * 1024)
  let clock = ContinuousClock()
  typealias Exchange = EpollServer.Exchange

  struct Completion {
    let descriptor: Int32
    let id: UInt64
    let request: ServerRequest
    let response: ServerResponse
    let started: ContinuousClock.Instant
  }

  init(shared: Shared, index: Int) {
    self.shared = shared
    self.index = index
    epoll = cepoll_create()
    watch(shared.listener, events: CEPOLL_IN | CEPOLL_EXCLUSIVE)
    watch(wake, events: CEPOLL_IN)
  }

  deinit { close(epoll) }

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
      var woken = false
      for event in 0..<max(0, Int(count)) {
        let descriptor = descriptors[event]
        let flags = events[event]
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
          // Admitted after the batch, as accepted ones are.
          woken = true
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
      if woken { admitArrivals() }
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
    closeArrivals()
    flushLog()
  }

  // MARK: - Plumbing

  func log(_ exchange: Exchange) {
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

  func signalWake() { mailbox.signal() }

  func watch(_ descriptor: Int32, events: UInt32) {
    cepoll_add(epoll, descriptor, events)
  }

  func modify(_ descriptor: Int32, events: UInt32) {
    cepoll_modify(epoll, descriptor, events)
  }
}
