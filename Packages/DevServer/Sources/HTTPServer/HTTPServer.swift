import Foundation
public import HTTPTypes
import Synchronization

/// A small HTTP/1.1 server on 127.0.0.1 that hands each request to an async handler.
///
/// It reads `Content-Length` bodies (no chunked requests), keeps connections alive, answers
/// pipelined requests in order, honours `Connection: close`, answers `HEAD` without a body, and
/// answers unreadable requests itself (400, 408, 413, 431, 501, 505) with
/// `{"error": {"code", "message"}}`. Past `maximumConnections` it answers 503 with
/// `Retry-After`.
///
/// A few event loop threads (`eventLoopCount`) serve every connection over non-blocking sockets
/// (`poll`), so an idle or slow connection costs memory, not a thread. Each loop owns
/// its connections; a complete request runs as a task on the concurrency pool and its answer is
/// handed back to the loop. Heads and bodies must arrive whole within their deadlines, however
/// the bytes trickle in. Deadlines are measured with the `HTTPServerClock` given at creation
/// (the continuous clock unless a test passes one it moves by hand).
///
/// Call `stop()` before letting go of a started server: its threads keep it alive until then.
public final class HTTPServer: Sendable {
  private struct Running {
    let port: UInt16
    let loops: [EventLoopHandle]
  }

  private struct State {
    var running: Running?
    var isStopping = false
  }

  private let configuration: HTTPServerConfiguration
  private let clock: HTTPServerClock
  private let handler: @Sendable (HTTPRequest) async -> HTTPResponse
  private let state = Mutex(State())

  /// Creates a stopped server that will pass every readable request to `handler` and measure
  /// its deadlines with `clock`.
  public init(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    clock: HTTPServerClock = .continuous,
    handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
  ) {
    self.configuration = configuration
    self.clock = clock
    self.handler = handler
  }

  /// The port the server listens on, or `nil` while it is stopped.
  public var port: UInt16? {
    state.withLock { $0.running?.port }
  }

  /// Starts listening on 127.0.0.1 and returns the port; pass `0` for any free port.
  ///
  /// Returns once the socket listens, so a client may connect right away. Raises the process's
  /// soft limit on open files towards its hard limit when `maximumConnections` needs more, and
  /// lowers the connection limit to what the descriptor limit allows.
  ///
  /// - Throws: `HTTPServerError.portInUse` when the port is taken, `.alreadyRunning` when the
  ///   server already listens, `.socketFailure` for anything else.
  @discardableResult
  public func start(port: UInt16 = 0) throws(HTTPServerError) -> UInt16 {
    if let running = self.port {
      throw .alreadyRunning(port: running)
    }
    let reserve = 64
    let descriptorLimit = Socket.raiseOpenFileLimit(
      toAtLeast: configuration.maximumConnections + reserve)
    let (listener, boundPort) = try Socket.listen(port: port, backlog: 4096)
    var handles: [EventLoopHandle] = []
    do {
      for _ in 0..<max(1, configuration.eventLoopCount) {
        handles.append(try EventLoopHandle())
      }
    } catch {
      Socket.close(listener)
      for handle in handles { _ = handle.close() }
      throw error
    }
    let running = Running(port: boundPort, loops: handles)
    let isStarted = state.withLock { state in
      guard state.running == nil else { return false }
      state.running = running
      return true
    }
    guard isStarted else {
      Socket.close(listener)
      for handle in handles { _ = handle.close() }
      throw .alreadyRunning(port: self.port ?? boundPort)
    }
    let context = ServerContext(
      configuration: configuration, clock: clock,
      connectionLimit: max(1, min(configuration.maximumConnections, descriptorLimit - reserve)),
      handler: handler, loops: handles)
    for index in handles.indices {
      let thread = Thread {
        EventLoop(index: index, context: context, listener: index == 0 ? listener : nil).run()
      }
      thread.name = "HTTPServer loop \(index) :\(boundPort)"
      thread.start()
    }
    return boundPort
  }

  /// Stops accepting, closes idle connections, lets requests in flight finish and writes their
  /// answers (with `Connection: close`) for up to `shutdownGracePeriod` on the server's clock,
  /// then closes the rest. Blocks until the loops have ended, or for at most the grace period
  /// plus a second of real time. Does nothing when the server is stopped.
  public func stop() {
    let running = state.withLock { state -> Running? in
      guard let running = state.running, !state.isStopping else { return nil }
      state.isStopping = true
      return running
    }
    guard let running else { return }
    let deadline = clock.now() + configuration.shutdownGracePeriod
    for loop in running.loops {
      loop.submit(.stop(deadline: deadline))
    }
    for loop in running.loops {
      _ = loop.waitUntilFinished(timeout: configuration.shutdownGracePeriod + .seconds(1))
    }
    state.withLock { state in
      state.running = nil
      state.isStopping = false
    }
  }
}
