import CEpoll
import Glibc

extension EventLoop {
  func receive(_ connection: Connection) {
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
  func process(_ connection: Connection) {
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
  func settle(_ connection: Connection) {
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

  func refuse(_ connection: Connection, status: Int, message: String) {
    connection.input.removeAll()
    respond(connection, ServerResponse.error(status, message), keepsAlive: false)
    log(Exchange(request: nil, status: status, seconds: 0))
  }

  func complete(_ completion: Completion) {
    completions.withLock { $0.append(completion) }
    signalWake()
  }

  func deliverCompletions() {
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

  func exchange(_ completion: Completion) -> Exchange {
    let elapsed = clock.now - completion.started
    return Exchange(
      request: completion.request, status: completion.response.status,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
}

private let crlfcrlf: [UInt8] = Array("\r\n\r\n".utf8)
private let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
