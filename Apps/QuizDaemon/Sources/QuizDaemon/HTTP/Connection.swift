/// One client connection's state, touched only by the server's loop thread.
final class Connection {
  let descriptor: Int32
  let id: UInt64
  var input: [UInt8] = []
  var output: [UInt8] = []
  var outputOffset = 0
  /// A request is with the handler; later pipelined requests wait in `input`, so replies keep their order.
  var isBusy = false
  var closesAfterWrite = false
  var isWatchingWrites = false
  /// How far `input` was searched for the end of the headers: a slow client is not rescanned from the start.
  var searchedHeadUpTo = 0
  /// When the first byte of the request still being received arrived (slowloris guard).
  var requestStarted: ContinuousClock.Instant?
  var lastActivity: ContinuousClock.Instant

  init(descriptor: Int32, id: UInt64, now: ContinuousClock.Instant) {
    self.descriptor = descriptor
    self.id = id
    self.lastActivity = now
  }

  var hasPendingOutput: Bool { outputOffset < output.count }
}
