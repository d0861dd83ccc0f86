public import APIClient
public import HTTPTypes

/// Sends requests straight to a handler in the same process: how the CLI talks to the embedded
/// backend when no server URL is given.
///
/// No bytes cross a socket, so the only `APIClientError`s this transport throws are `.cancelled`,
/// when the calling task is cancelled before the request is handed over, and
/// `.localStorageFull` for a 507 answer: the backend's database is on this machine, so its
/// full disk is the local one.
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
  /// - Throws: `APIClientError.cancelled` when the calling task is already cancelled,
  ///   `.localStorageFull` when the backend answers 507 Insufficient Storage.
  public func send(_ request: HTTPRequest) async throws(APIClientError) -> HTTPResponse {
    guard !Task.isCancelled else { throw .cancelled }
    let response = await handler(request)
    if response.status == .insufficientStorage {
      throw .localStorageFull(reason: "the embedded backend could not write its database")
    }
    return response
  }
}
