import CEpoll
import Glibc

extension EventLoop {
  func acceptAll() {
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
      place(descriptor)
    }
  }

  /// Admits a connection here, or hands it to the loop holding fewer connections; one that loop no
  /// longer takes (it has stopped) is admitted here.
  private func place(_ descriptor: Int32) {
    let target = shared.leastLoadedLoop(preferring: index)
    guard target != index else { return admit(descriptor) }
    shared.connectionCount.add(1, ordering: .relaxed)
    let other = shared.mailboxes[target]
    other.connections.add(1, ordering: .relaxed)
    if !other.hand(descriptor) {
      shared.connectionCount.subtract(1, ordering: .relaxed)
      other.connections.subtract(1, ordering: .relaxed)
      admit(descriptor)
    }
  }

  /// Admits the connections other loops handed to this one (counted when they were handed); while
  /// stopping, closes them.
  func admitArrivals() {
    for descriptor in mailbox.takeArrivals() {
      if isListening, !shared.stopping.load(ordering: .relaxed) {
        admit(descriptor, counted: true)
      } else {
        refuseArrival(descriptor)
      }
    }
  }

  /// Once `run()` is over: closes what was handed to this loop and takes no more.
  func closeArrivals() {
    for descriptor in mailbox.stopTaking() { refuseArrival(descriptor) }
  }

  private func refuseArrival(_ descriptor: Int32) {
    shared.connectionCount.subtract(1, ordering: .relaxed)
    mailbox.connections.subtract(1, ordering: .relaxed)
    close(descriptor)
  }

  static let acceptPause = Duration.milliseconds(250)
  /// How long a connection accepted while the server is full waits for another loop to free a slot.
  static let slotWait = Duration.milliseconds(500)
  static let maximumWaiting = 64

  private func admit(_ descriptor: Int32, counted: Bool = false) {
    var yes: Int32 = 1
    setsockopt(
      descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    nextID += 1
    let connection = Connection(descriptor: descriptor, id: nextID, now: clock.now)
    connections[descriptor] = connection
    if !counted {
      shared.connectionCount.add(1, ordering: .relaxed)
      mailbox.connections.add(1, ordering: .relaxed)
    }
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
  func shedIdleConnections() {
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
  func admitWaiting(_ now: ContinuousClock.Instant) {
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

  func refuseFull(_ descriptor: Int32) {
    let refusal = ServerResponse.error(503, "The server has too many connections; try again.")
      .serialized(keepsAlive: false, date: date.current())
    _ = refusal.withUnsafeBytes {
      send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    close(descriptor)
    log(Exchange(request: nil, status: 503, seconds: 0))
  }

  func stopListening() {
    guard isListening else { return }
    isListening = false
    shared.closeListener()
  }
}
