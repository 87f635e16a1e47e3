/// One client connection's state, touched only by the server's loop thread.
final class Connection {
  /// Above this much unsent output, or this much unparsed input, the connection is not read until the
  /// client catches up: a client that pipelines requests and never reads cannot grow the server's memory.
  static let highWater = 64 * 1024

  /// What a closing connection still reads and drops, at most, so the client sees its reply, not a reset.
  static let lingerLimit = 1024 * 1024

  let descriptor: Int32
  let id: UInt64
  var input: [UInt8] = []
  var output: [UInt8] = []
  var outputOffset = 0
  /// A request is with the handler; later pipelined requests wait in `input`, so replies keep their order.
  var isBusy = false
  var closesAfterWrite = false
  /// The client sent its end of file: what it asked for before that is still answered.
  var isReadClosed = false
  /// The last `send` would have blocked; the loop waits for the socket to become writable.
  var isBlockedOnWrite = false
  /// The epoll events the loop watches for this connection now.
  var watchedEvents: UInt32 = 0
  /// `100 Continue` was sent for the request now arriving.
  var sentContinue = false
  /// The whole request's length once its head declared a Content-Length; 0 when unknown.
  var awaitedLength = 0
  /// Set once the reply that closes the connection is sent: what the client still sends is dropped until
  /// then, so the kernel does not reset the connection over unread bytes.
  var lingersUntil: ContinuousClock.Instant?
  var discarded = 0
  /// How far `input` was searched for the end of the headers: a slow client is not rescanned from the start.
  var searchedHeadUpTo = 0
  /// When the request still being received started: its first byte, or for a connection's first
  /// request the accept, so a client that connects and sends nothing meets the read timeout too.
  /// Nil between keep-alive requests, where the idle timeout applies (slowloris guard).
  var requestStarted: ContinuousClock.Instant?
  /// No request has arrived whole yet: the read timeout has run since the accept.
  var awaitsFirstRequest = true
  var lastActivity: ContinuousClock.Instant

  init(descriptor: Int32, id: UInt64, now: ContinuousClock.Instant) {
    self.descriptor = descriptor
    self.id = id
    self.lastActivity = now
    self.requestStarted = now
  }

  var hasPendingOutput: Bool { outputOffset < output.count }

  /// No request in progress: nothing of one received (a client that never sent a byte, or a keep-alive
  /// client between requests), none with the handler, no reply unsent, not closing. When the server is
  /// full, the least recently active such connection gives up its slot to a new one.
  var isIdle: Bool {
    input.isEmpty && !isBusy && !hasPendingOutput && !closesAfterWrite && lingersUntil == nil
  }

  /// Reading waits while the client has not taken its replies or the input holds more than a request.
  var isReadPaused: Bool {
    output.count - outputOffset >= Self.highWater || input.count >= Self.highWater
  }
}
