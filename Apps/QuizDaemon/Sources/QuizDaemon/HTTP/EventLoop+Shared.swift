import Glibc
import Synchronization

extension EventLoop {
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
    /// One per loop, in the loops' order.
    let mailboxes: [LoopMailbox]
    private let listenerClosed = Atomic<Bool>(false)

    init(
      configuration: EpollServer.Configuration, listener: Int32,
      handler: @escaping EpollServer.Handler, immediate: @escaping EpollServer.ImmediateHandler,
      describe: @escaping @Sendable (EpollServer.Exchange) -> String?, log: LogWriter, loops: Int
    ) {
      mailboxes = (0..<max(1, loops)).map { _ in LoopMailbox() }
      self.configuration = configuration
      self.listener = listener
      self.handler = handler
      self.immediate = immediate
      self.describe = describe
      self.log = log
    }

    /// The loop holding the fewest connections, `preferred` on a tie: where a new connection goes.
    func leastLoadedLoop(preferring preferred: Int) -> Int {
      var chosen = preferred
      var fewest = mailboxes[preferred].connections.load(ordering: .relaxed)
      for (index, mailbox) in mailboxes.enumerated() {
        let held = mailbox.connections.load(ordering: .relaxed)
        if held < fewest {
          chosen = index
          fewest = held
        }
      }
      return chosen
    }

    /// Closes the listener once, whichever loop gets there first; closing drops it from every epoll set.
    func closeListener() {
      if !listenerClosed.exchange(true, ordering: .sequentiallyConsistent) { close(listener) }
    }

    deinit { closeListener() }
  }
}
