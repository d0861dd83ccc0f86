public import HTTPTypes

/// Sends one HTTP request and returns the response: the only way the data layer reaches a server.
///
/// Implementations: `URLSessionTransport` (a real server) and `InProcessTransport` (the embedded
/// backend) in APIClientImplementation; fakes in tests.
public protocol HTTPTransport: Sendable {
  /// Sends `request`; any HTTP status is a response, not an error.
  ///
  /// - Throws: `NetworkError` when no response arrived.
  func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse
}
