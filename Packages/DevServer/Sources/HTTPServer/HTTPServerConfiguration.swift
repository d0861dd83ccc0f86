/// Limits and timeouts of an `HTTPServer`.
public struct HTTPServerConfiguration: Sendable, Equatable {
  /// The largest request body read; a larger `Content-Length` gets 413 and the connection closes.
  public var maximumBodySize: Int
  /// The largest request head (request line and headers); a larger one gets 431.
  public var maximumHeadSize: Int
  /// How many connections are served at once; one more gets 503 and is closed.
  public var maximumConnections: Int
  /// How long a kept-alive connection may sit idle between requests before it is closed.
  public var idleTimeout: Duration
  /// How long the server waits for the rest of a request it has started to receive.
  public var readTimeout: Duration

  /// Creates a configuration: 1 MiB bodies, 16 KiB heads, 64 connections, 5 s idle timeout and
  /// 10 s read timeout unless given.
  public init(
    maximumBodySize: Int = 1_048_576,
    maximumHeadSize: Int = 16_384,
    maximumConnections: Int = 64,
    idleTimeout: Duration = .seconds(5),
    readTimeout: Duration = .seconds(10)
  ) {
    self.maximumBodySize = maximumBodySize
    self.maximumHeadSize = maximumHeadSize
    self.maximumConnections = maximumConnections
    self.idleTimeout = idleTimeout
    self.readTimeout = readTimeout
  }
}
