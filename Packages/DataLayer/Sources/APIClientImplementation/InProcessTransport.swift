public import APIClient
public import HTTPTypes

/// Sends requests straight to a handler in the same process: how the CLI talks to the embedded
/// backend when no server URL is given.
///
/// No bytes cross a socket, so the only `NetworkError` this transport throws is `.cancelled`,
/// when the calling task is cancelled before the request is handed over.
public final class InProcessTransport: HTTPTransport {
  /// A backend as a function: one request in, one response out.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  private let handler: Handler

  /// Creates a transport that hands every request to `handler`.
  public init(handler: @escaping Handler) {
    self.handler = handler
  }

  /// Passes `request` to the handler and returns its response.
  ///
  /// - Throws: `NetworkError.cancelled` when the calling task is already cancelled.
  public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
    guard !Task.isCancelled else { throw .cancelled }
    return await handler(request)
  }
}
