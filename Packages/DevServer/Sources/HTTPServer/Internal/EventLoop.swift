import Foundation
import HTTPTypes
import Synchronization

/// One event loop: a thread that owns a poller and the state of its connections, reads and
/// writes them without blocking, and hands complete requests to the handler as tasks.
///
/// Created and run on its own thread and never shared: other threads reach it only through its
/// `EventLoopHandle` (new connections, handler answers, stop). The loop given the listening
/// socket also accepts, and deals connections out to every loop in turn.
final class EventLoop {
  private static let wakeToken: UInt64 = 0
  private static let listenerToken: UInt64 = 1
  private static let lingerTime: Duration = .seconds(1)
  private static let maximumRefused = 256
  private static let readChunk = 65_536

  private let index: Int
  private let context: ServerContext
  private let handle: EventLoopHandle
  private let poller: Poller
  private let clock: HTTPServerClock
  private let sweepInterval: Duration
  private var listener: Int32?
  private var spare: Int32
  private var connections: [UInt64: Connection] = [:]
  private var nextID: UInt64 = 2
  private var nextLoop = 0
  private var refusedCount = 0
  private var stopDeadline: ContinuousClock.Instant?
  private var scratch = [UInt8](repeating: 0, count: readChunk)

  /// The loop number `index` of `context`; `listener` for the loop that accepts.
  init(index: Int, context: ServerContext, listener: Int32?) {
    self.index = index
    self.context = context
    self.handle = context.loops[index]
    self.poller = Poller()
    self.clock = context.clock
    self.sweepInterval = context.sweepInterval
    self.listener = listener
    self.spare = listener == nil ? -1 : Socket.openSpare()
  }

  /// Serves until stopped and every connection is closed (or the stop's grace ran out).
  func run() {
    poller.add(handle.wakeRead, token: Self.wakeToken, interest: .read)
    if let listener {
      poller.add(listener, token: Self.listenerToken, interest: .read)
    }
    var nextSweep = clock.now() + sweepInterval
    while true {
      let events = poller.wait(milliseconds: timeout(until: nextSweep))
      for event in events {
        process(event)
      }
      let now = clock.now()
      if now >= nextSweep {
        sweep(now: now)
        nextSweep = now + sweepInterval
      }
      if let stopDeadline, connections.isEmpty || now >= stopDeadline {
        break
      }
    }
    finish()
  }

  // MARK: - Events

  private func process(_ event: PollEvent) {
    switch event.token {
    case Self.wakeToken:
      for message in handle.takeMessages() {
        receive(message)
      }
    case Self.listenerToken:
      acceptConnections()
    default:
      guard let connection = connections[event.token] else { return }
      if event.isReadable {
        readable(connection)
      }
      if event.isWritable, connections[connection.id] != nil {
        flush(connection)
        if connections[connection.id] != nil {
          service(connection)
        }
      }
      if event.isFailed, connections[connection.id] != nil {
        failed(connection)
      }
    }
  }

  private func receive(_ message: EventLoopHandle.Message) {
    switch message {
    case .adopt(let descriptor):
      if stopDeadline == nil {
        adopt(descriptor)
      } else {
        Socket.close(descriptor)
        context.openConnections.subtract(1, ordering: .relaxed)
      }
    case .response(let id, let response):
      answer(id, with: response)
    case .stop(let deadline):
      beginStop(deadline: deadline)
    }
  }

  private func readable(_ connection: Connection) {
    switch connection.phase {
    case .lingering:
      while true {
        let result = scratch.withUnsafeMutableBytes { Socket.read(connection.descriptor, into: $0) }
        switch result {
        case .bytes: continue
        case .wouldBlock: return
        case .closed:
          close(connection)
          return
        }
      }
    case .awaitingHead, .awaitingBody:
      let result = scratch.withUnsafeMutableBytes { Socket.read(connection.descriptor, into: $0) }
      switch result {
      case .bytes(let count):
        connection.input.append(contentsOf: scratch[0..<count])
        service(connection)
      case .wouldBlock:
        break
      case .closed:
        close(connection)
      }
    case .processing, .closingAfterWrite:
      break
    }
  }

  /// An error or hang-up. While the handler runs, the answer is awaited (and then dropped).
  private func failed(_ connection: Connection) {
    guard case .processing = connection.phase else {
      close(connection)
      return
    }
    poller.remove(connection.descriptor)
    connection.isPeerGone = true
  }

  // MARK: - Requests

  /// Moves the connection on as far as its input allows: parses heads, waits for bodies and
  /// hands complete requests to the handler. Pipelined requests are taken one at a time, each
  /// after the previous answer is written.
  private func service(_ connection: Connection) {
    let configuration = context.configuration
    phases: while true {
      switch connection.phase {
      case .awaitingHead:
        guard !connection.hasPendingOutput else { break phases }
        guard
          let range = RequestHeadParser.locateHead(
            in: connection.input, searchingFrom: connection.scanned)
        else {
          connection.scanned = max(0, connection.input.count - 3)
          if connection.input.count > configuration.maximumHeadSize {
            fail(connection, with: .headTooLarge(limit: configuration.maximumHeadSize))
            return
          }
          break phases
        }
        connection.scanned = 0
        guard range.upperBound <= configuration.maximumHeadSize else {
          fail(connection, with: .headTooLarge(limit: configuration.maximumHeadSize))
          return
        }
        let head: RequestHead
        let length: Int
        do {
          head = try RequestHeadParser.parse(connection.input[range])
          length = try RequestHeadParser.contentLength(
            of: head, limit: configuration.maximumBodySize)
        } catch {
          fail(connection, with: error)
          return
        }
        connection.input.removeFirst(range.upperBound)
        connection.phase = .awaitingBody(head: head, bodyLength: length, since: clock.now())
        if head.expectsContinue && length > connection.input.count {
          queue(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), on: connection)
          flush(connection)
          guard connections[connection.id] != nil else { return }
        }
      case .awaitingBody(let head, let length, _):
        guard connection.input.count >= length else { break phases }
        let body = Data(connection.input[0..<length])
        connection.input.removeFirst(length)
        dispatch(head, body: body, on: connection)
        return
      case .processing, .closingAfterWrite, .lingering:
        break phases
      }
    }
    updateInterest(connection)
  }

  /// Hands the request to the handler as a task; its answer comes back through the inbox.
  private func dispatch(_ head: RequestHead, body: Data, on connection: Connection) {
    guard
      let request = HTTPRequest(
        method: head.method, target: head.target, headers: head.headers, body: body)
    else {
      fail(
        connection,
        with: .badRequest("The request target must be a path such as /v1/timetable?day=1."))
      return
    }
    if context.dice.shouldDrop() {
      close(connection)
      return
    }
    connection.phase = .processing(head: head)
    updateInterest(connection)
    let handler = context.handler
    let handle = self.handle
    let id = connection.id
    Task {
      let response = await handler(request)
      handle.submit(.response(connection: id, response))
    }
  }

  /// Writes the handler's answer; keeps the connection for the next request unless the client
  /// or a stop asks to close.
  private func answer(_ id: UInt64, with response: HTTPResponse) {
    guard let connection = connections[id], case .processing(let head) = connection.phase else {
      return
    }
    guard !connection.isPeerGone else {
      close(connection)
      return
    }
    let isKeepAlive = head.isKeepAlive && stopDeadline == nil
    queue(
      ResponseSerializer.serialize(
        response, isHead: head.method == .head, isKeepAlive: isKeepAlive,
        isHTTP10: head.minorVersion == 0),
      on: connection)
    connection.phase = isKeepAlive ? .awaitingHead(since: clock.now()) : .closingAfterWrite
    flush(connection)
    if connections[id] != nil {
      service(connection)
    }
  }

  /// Answers `failure` and closes after it.
  private func fail(_ connection: Connection, with failure: ProtocolFailure) {
    connection.input.removeAll()
    queue(
      ResponseSerializer.serialize(
        failure.response, isHead: false, isKeepAlive: false, isHTTP10: false),
      on: connection)
    connection.phase = .closingAfterWrite
    flush(connection)
  }

  // MARK: - Writing

  private func queue(_ bytes: [UInt8], on connection: Connection) {
    if !connection.hasPendingOutput {
      connection.output.removeAll(keepingCapacity: true)
      connection.outputOffset = 0
      connection.outputSince = clock.now()
    }
    connection.output.append(contentsOf: bytes)
  }

  /// Writes what the socket takes; when everything is out, a closing connection sends FIN and
  /// lingers, and a kept-alive one starts waiting for its next head.
  private func flush(_ connection: Connection) {
    guard connection.hasPendingOutput else { return }
    while connection.hasPendingOutput {
      switch Socket.write(connection.descriptor, connection.output, from: connection.outputOffset)
      {
      case .written(let count):
        connection.outputOffset += count
      case .wouldBlock:
        updateInterest(connection)
        return
      case .failed:
        close(connection)
        return
      }
    }
    if connection.output.count > 65_536 {
      connection.output = []
    } else {
      connection.output.removeAll(keepingCapacity: true)
    }
    connection.outputOffset = 0
    connection.outputSince = nil
    switch connection.phase {
    case .closingAfterWrite:
      Socket.shutdownWrite(connection.descriptor)
      guard stopDeadline == nil else {
        // Stopping: the answer and FIN are out; do not hold the stop up for a slow reader.
        close(connection)
        return
      }
      connection.phase = .lingering(until: clock.now() + Self.lingerTime)
    case .awaitingHead:
      connection.phase = .awaitingHead(since: clock.now())
    case .awaitingBody, .processing, .lingering:
      break
    }
    updateInterest(connection)
  }

  private func updateInterest(_ connection: Connection) {
    guard !connection.isPeerGone, connections[connection.id] != nil else { return }
    var wanted: Interest = []
    switch connection.phase {
    case .awaitingHead:
      if !connection.hasPendingOutput { wanted.insert(.read) }
    case .awaitingBody, .lingering:
      wanted.insert(.read)
    case .processing, .closingAfterWrite:
      break
    }
    if connection.hasPendingOutput { wanted.insert(.write) }
    if wanted != connection.interest {
      poller.modify(connection.descriptor, token: connection.id, interest: wanted)
      connection.interest = wanted
    }
  }

  // MARK: - Deadlines

  /// Closes or answers 408 on every connection whose deadline has passed.
  private func sweep(now: ContinuousClock.Instant) {
    let configuration = context.configuration
    for connection in Array(connections.values) {
      if connection.hasPendingOutput, let since = connection.outputSince,
        now - since >= configuration.writeTimeout
      {
        close(connection)
        continue
      }
      switch connection.phase {
      case .awaitingHead(let since):
        guard !connection.hasPendingOutput else { continue }
        if connection.input.isEmpty {
          if now - since >= min(configuration.idleTimeout, configuration.headTimeout) {
            close(connection)
          }
        } else if now - since >= configuration.headTimeout {
          fail(connection, with: .requestTimeout)
        }
      case .awaitingBody(_, _, let since):
        if now - since >= configuration.bodyTimeout {
          fail(connection, with: .requestTimeout)
        }
      case .lingering(let until):
        if now >= until {
          close(connection)
        }
      case .processing, .closingAfterWrite:
        continue
      }
    }
  }

  private func timeout(until nextSweep: ContinuousClock.Instant) -> Int32 {
    if connections.isEmpty && stopDeadline == nil {
      return -1
    }
    let remaining = nextSweep - clock.now()
    guard remaining > .zero else { return 0 }
    let components = remaining.components
    return Int32(
      clamping: components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 + 1)
  }

  // MARK: - Connections

  private func acceptConnections() {
    guard let listener else { return }
    for _ in 0..<256 {
      switch Socket.accept(from: listener) {
      case .empty:
        return
      case .retry:
        continue
      case .outOfDescriptors:
        // Give the spare back for a moment to take the waiting connection and turn it away.
        Socket.close(spare)
        if case .connection(let descriptor) = Socket.accept(from: listener) {
          _ = Socket.write(descriptor, refusal, from: 0)
          Socket.close(descriptor)
        }
        spare = Socket.openSpare()
        return
      case .connection(let descriptor):
        admit(descriptor)
      }
    }
  }

  private var refusal: [UInt8] {
    ResponseSerializer.serialize(
      ProtocolFailure.tooManyConnections(
        retryAfterSeconds: context.configuration.retryAfterSeconds
      ).response,
      isHead: false, isKeepAlive: false, isHTTP10: false)
  }

  /// Counts the connection and gives it to the next loop in turn, or turns it away with 503.
  private func admit(_ descriptor: Int32) {
    let open = context.openConnections.load(ordering: .relaxed)
    guard stopDeadline == nil, open < context.connectionLimit else {
      refuse(descriptor)
      return
    }
    context.openConnections.add(1, ordering: .relaxed)
    let target = nextLoop
    nextLoop = (nextLoop + 1) % context.loops.count
    if target == index {
      adopt(descriptor)
    } else if !context.loops[target].submit(.adopt(descriptor)) {
      Socket.close(descriptor)
      context.openConnections.subtract(1, ordering: .relaxed)
    }
  }

  private func adopt(_ descriptor: Int32) {
    let connection = Connection(
      id: nextID, descriptor: descriptor, isCounted: true, phase: .awaitingHead(since: clock.now()))
    nextID += 1
    connections[connection.id] = connection
    poller.add(descriptor, token: connection.id, interest: .read)
    connection.interest = .read
  }

  /// Answers 503 with `Retry-After` and closes; lingers so the answer is read, unless too many
  /// refused connections linger already.
  private func refuse(_ descriptor: Int32) {
    guard refusedCount < Self.maximumRefused else {
      _ = Socket.write(descriptor, refusal, from: 0)
      Socket.close(descriptor)
      return
    }
    refusedCount += 1
    let connection = Connection(
      id: nextID, descriptor: descriptor, isCounted: false, phase: .closingAfterWrite)
    nextID += 1
    connections[connection.id] = connection
    poller.add(descriptor, token: connection.id, interest: [])
    queue(refusal, on: connection)
    flush(connection)
  }

  private func close(_ connection: Connection) {
    guard connections.removeValue(forKey: connection.id) != nil else { return }
    if !connection.isPeerGone {
      poller.remove(connection.descriptor)
    }
    Socket.close(connection.descriptor)
    if connection.isCounted {
      context.openConnections.subtract(1, ordering: .relaxed)
    } else {
      refusedCount -= 1
    }
  }

  // MARK: - Stopping

  /// Stops accepting and closes connections with no request in flight (lingering ones too);
  /// answers in flight are still written (with `Connection: close`).
  private func beginStop(deadline: ContinuousClock.Instant) {
    guard stopDeadline == nil else { return }
    stopDeadline = deadline
    if let listener {
      poller.remove(listener)
      Socket.close(listener)
      self.listener = nil
    }
    for connection in Array(connections.values) {
      switch connection.phase {
      case .awaitingHead:
        if connection.hasPendingOutput {
          connection.phase = .closingAfterWrite
        } else {
          close(connection)
        }
      case .awaitingBody, .lingering:
        close(connection)
      case .processing, .closingAfterWrite:
        break
      }
    }
  }

  private func finish() {
    for connection in Array(connections.values) {
      close(connection)
    }
    for message in handle.close() {
      if case .adopt(let descriptor) = message {
        Socket.close(descriptor)
        context.openConnections.subtract(1, ordering: .relaxed)
      }
    }
    if let listener {
      Socket.close(listener)
    }
    if spare >= 0 {
      Socket.close(spare)
    }
    handle.markFinished()
  }
}
