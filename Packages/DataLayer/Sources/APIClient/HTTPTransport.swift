public import HTTPTypes

/// Sends one HTTP request and returns the response: the only way the data layer reaches a server.
///
/// Implementations: `URLSessionTransport` (a real server), `InProcessTransport` (the embedded
/// backend) and `RetryingTransport` (retries and a deadline over either) in
/// APIClientImplementation; fakes in tests.
public protocol HTTPTransport: Sendable {
  /// Sends `request`; any HTTP status is a response, not an error.
  ///
  /// - Throws: `APIClientError` when no response arrived.
  func send(_ request: HTTPRequest) async throws(APIClientError) -> HTTPResponse

  /// How `request` is named in a message: its method and where it goes, without the query, a
  /// user or password, headers or body; for example `GET http://127.0.0.1:8080/api/v1/timetable`.
  ///
  /// The default is the method and the percent-encoded path, `GET /v1/timetable`.
  func description(of request: HTTPRequest) -> String
}

extension HTTPTransport {
  /// The method and the percent-encoded path, for example `GET /v1/timetable`.
  public func description(of request: HTTPRequest) -> String {
    "\(request.method) \(request.target.prefix { $0 != "?" })"
  }
}
