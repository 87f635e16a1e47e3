import CEpoll
import Glibc

extension EventLoop {
  func respond(
    _ connection: Connection, _ response: ServerResponse, keepsAlive: Bool,
    omittingBody: Bool = false, announcesKeepAlive: Bool = false
  ) {
    if !keepsAlive { connection.closesAfterWrite = true }
    connection.output += response.serialized(
      omittingBody: omittingBody, keepsAlive: keepsAlive, announcesKeepAlive: announcesKeepAlive,
      date: date.current())
    flush(connection)
  }

  func flush(_ connection: Connection) {
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
  func discard(_ connection: Connection) {
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

  func sweepTimeouts(_ now: ContinuousClock.Instant) {
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

  func closeConnection(_ connection: Connection) {
    guard connections[connection.descriptor] === connection else { return }
    connections[connection.descriptor] = nil
    shared.connectionCount.subtract(1, ordering: .relaxed)
    mailbox.connections.subtract(1, ordering: .relaxed)
    cepoll_remove(epoll, connection.descriptor)
    close(connection.descriptor)
  }
}
