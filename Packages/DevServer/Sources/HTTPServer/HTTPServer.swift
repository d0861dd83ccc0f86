import Dispatch
import Foundation
public import HTTPTypes
import Synchronization

/// A small HTTP/1.1 server on 127.0.0.1 that hands each request to an async handler.
///
/// It reads `Content-Length` bodies (no chunked requests), keeps connections alive, honours
/// `Connection: close`, answers `HEAD` without a body, and answers unreadable requests itself
/// (400, 413, 431, 501, 505) with `{"error": {"code", "message"}}`. One thread accepts and one
/// thread serves each connection; the handler runs as a task while that thread waits.
///
/// Call `stop()` before letting go of a started server: its threads keep it alive until then.
public final class HTTPServer: Sendable {
  private struct Listener {
    let descriptor: Int32
    let wakeRead: Int32
    let wakeWrite: Int32
    let port: UInt16
    let acceptLoopFinished: DispatchSemaphore
  }

  private struct State {
    var listener: Listener?
    var isStopping = false
    var connections: Set<Int32> = []
  }

  private let configuration: HTTPServerConfiguration
  private let handler: @Sendable (HTTPRequest) async -> HTTPResponse
  private let state = Mutex(State())
  private let connectionThreads = DispatchGroup()

  /// Creates a stopped server that will pass every readable request to `handler`.
  public init(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
  ) {
    self.configuration = configuration
    self.handler = handler
  }

  /// The port the server listens on, or `nil` while it is stopped.
  public var port: UInt16? {
    state.withLock { $0.listener?.port }
  }

  /// Starts listening on 127.0.0.1 and returns the port; pass `0` for any free port.
  ///
  /// Returns once the socket listens, so a client may connect right away.
  ///
  /// - Throws: `HTTPServerError.portInUse` when the port is taken, `.alreadyRunning` when the
  ///   server already listens, `.socketFailure` for anything else.
  @discardableResult
  public func start(port: UInt16 = 0) throws(HTTPServerError) -> UInt16 {
    if let running = self.port {
      throw .alreadyRunning(port: running)
    }
    let (descriptor, boundPort) = try Socket.listen(port: port, backlog: 128)
    let wake: (Int32, Int32)
    do {
      wake = try Socket.makePipe()
    } catch {
      Socket.close(descriptor)
      throw error
    }
    let listener = Listener(
      descriptor: descriptor, wakeRead: wake.0, wakeWrite: wake.1, port: boundPort,
      acceptLoopFinished: DispatchSemaphore(value: 0))
    let isStarted = state.withLock { state in
      guard state.listener == nil else { return false }
      state.listener = listener
      return true
    }
    guard isStarted else {
      close(listener)
      throw .alreadyRunning(port: self.port ?? boundPort)
    }
    let thread = Thread { [self] in
      acceptLoop(listener)
      listener.acceptLoopFinished.signal()
    }
    thread.name = "HTTPServer accept \(boundPort)"
    thread.start()
    return boundPort
  }

  /// Stops accepting, closes every connection and waits (up to ten seconds) for requests in
  /// flight to finish. Does nothing when the server is stopped.
  public func stop() {
    let listener = state.withLock { state -> Listener? in
      guard let listener = state.listener, !state.isStopping else { return nil }
      state.isStopping = true
      for connection in state.connections {
        Socket.shutdownBoth(connection)
      }
      return listener
    }
    guard let listener else { return }
    Socket.signal(listener.wakeWrite)
    listener.acceptLoopFinished.wait()
    _ = connectionThreads.wait(timeout: .now() + .seconds(10))
    close(listener)
    state.withLock { state in
      state.listener = nil
      state.isStopping = false
    }
  }

  private func close(_ listener: Listener) {
    Socket.close(listener.descriptor)
    Socket.close(listener.wakeRead)
    Socket.close(listener.wakeWrite)
  }

  private func acceptLoop(_ listener: Listener) {
    while true {
      switch Socket.accept(from: listener.descriptor, orWakeOn: listener.wakeRead) {
      case .woken:
        return
      case .retry:
        continue
      case .connection(let descriptor):
        admit(descriptor)
      }
    }
  }

  private func admit(_ descriptor: Int32) {
    let connection = Connection(
      descriptor: descriptor, configuration: configuration, handler: handler)
    let isAdmitted = state.withLock { state in
      guard !state.isStopping, state.connections.count < configuration.maximumConnections else {
        return false
      }
      state.connections.insert(descriptor)
      return true
    }
    guard isAdmitted else {
      connection.refuse(with: .tooManyConnections)
      Socket.shutdownBoth(descriptor)
      Socket.close(descriptor)
      return
    }
    connectionThreads.enter()
    let thread = Thread { [self] in
      connection.serve()
      state.withLock { _ = $0.connections.remove(descriptor) }
      Socket.closeGracefully(descriptor)
      connectionThreads.leave()
    }
    thread.name = "HTTPServer connection"
    thread.start()
  }
}
