/// The server answered with an error status and an error body.
public struct APIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The HTTP status code.
  public let status: Int
  /// The error code from the body, for example `session_not_found`; `http_<status>` when the
  /// body carried none.
  public let code: String
  /// The server's message.
  public let message: String
  /// When the refused action becomes possible (ISO 8601), when the server said so.
  public let opensAt: String?

  /// Creates an API error.
  public init(status: Int, code: String, message: String, opensAt: String? = nil) {
    self.status = status
    self.code = code
    self.message = message
    self.opensAt = opensAt
  }

  /// `true` when this is the 401 `invalid_token` answer that triggers refresh-and-retry.
  public var isInvalidToken: Bool { status == 401 && code == "invalid_token" }

  /// `true` when the token endpoint refused the refresh token for good: `invalid_grant` with 401
  /// (as api.md answers it) or 400 (as RFC 6749 does). The session is over; log in again.
  public var isInvalidGrant: Bool { (status == 400 || status == 401) && code == "invalid_grant" }

  /// The status, code and message in one line.
  public var description: String { "HTTP \(status) \(code): \(message)" }
}
