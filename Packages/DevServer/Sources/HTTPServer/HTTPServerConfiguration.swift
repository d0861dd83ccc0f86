/// Limits, deadlines and threads of an `HTTPServer`.
///
/// Every deadline holds whatever the byte rate: a client that sends one byte every few seconds
/// is cut off when its deadline passes, not when it falls silent.
public struct HTTPServerConfiguration: Sendable, Equatable {
  /// The largest request body read; a larger `Content-Length` gets 413 and the connection closes.
  public var maximumBodySize: Int
  /// The largest request head (request line and headers); a larger one gets 431.
  public var maximumHeadSize: Int
  /// How many connections are served at once; one more gets 503 with `Retry-After` and is
  /// closed. Lowered at start to what the process's descriptor limit allows.
  public var maximumConnections: Int
  /// How long a connection may stay silent before its first byte of a request; then it is
  /// closed without an answer.
  public var idleTimeout: Duration
  /// How long a whole request head may take to arrive, counted from when the server starts
  /// waiting for it (the connection opened or the previous answer was sent); then 408.
  public var headTimeout: Duration
  /// How long a whole request body may take to arrive after its head; then 408.
  public var bodyTimeout: Duration
  /// How long the client may take to read an answer; then the connection is closed.
  public var writeTimeout: Duration
  /// How long `stop()` lets requests in flight finish before it closes their connections.
  public var shutdownGracePeriod: Duration
  /// The `Retry-After` value, in seconds, of the 503 answer past `maximumConnections`.
  public var retryAfterSeconds: Int
  /// How many event loop threads serve connections (at least 1).
  public var eventLoopCount: Int
  /// The probability, 0 to 1, that a request is dropped: its connection closes without an
  /// answer and the handler never sees it. A fault for testing clients; 0 in production.
  public var dropRate: Double
  /// The seed of the generator that decides which requests are dropped; `nil` for a random
  /// seed. A fixed seed makes the decisions repeatable for the same sequence of requests.
  public var faultSeed: UInt64?

  /// Creates a configuration: 1 MiB bodies, 16 KiB heads, 4,096 connections, 5 s idle, 10 s for
  /// a head, 10 s for a body, 10 s to write an answer, 1.5 s of grace on stop, `Retry-After: 1`,
  /// two event loops and no dropped requests unless given.
  public init(
    maximumBodySize: Int = 1_048_576,
    maximumHeadSize: Int = 16_384,
    maximumConnections: Int = 4_096,
    idleTimeout: Duration = .seconds(5),
    headTimeout: Duration = .seconds(10),
    bodyTimeout: Duration = .seconds(10),
    writeTimeout: Duration = .seconds(10),
    shutdownGracePeriod: Duration = .milliseconds(1_500),
    retryAfterSeconds: Int = 1,
    eventLoopCount: Int = 2,
    dropRate: Double = 0,
    faultSeed: UInt64? = nil
  ) {
    self.maximumBodySize = maximumBodySize
    self.maximumHeadSize = maximumHeadSize
    self.maximumConnections = maximumConnections
    self.idleTimeout = idleTimeout
    self.headTimeout = headTimeout
    self.bodyTimeout = bodyTimeout
    self.writeTimeout = writeTimeout
    self.shutdownGracePeriod = shutdownGracePeriod
    self.retryAfterSeconds = retryAfterSeconds
    self.eventLoopCount = eventLoopCount
    self.dropRate = dropRate
    self.faultSeed = faultSeed
  }
}
