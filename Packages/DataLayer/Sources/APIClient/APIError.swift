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

  /// The codes the conference API answers with 404 when a resource it serves does not exist
  /// (api.md, docs/openapi.yaml): a day, a session or a ticket.
  ///
  /// `not_found` is not one of them: the backend answers it for a path it does not have, which
  /// from the client means a wrong base URL. Add the code of every new resource here.
  public static let resourceNotFoundCodes: Set<String> = [
    "day_not_found", "session_not_found", "ticket_not_found",
  ]

  /// `true` when this is the API saying that a resource does not exist: 404 with one of
  /// `resourceNotFoundCodes`. Any other 404 did not come from the conference API.
  public var isResourceNotFound: Bool {
    status == 404 && Self.resourceNotFoundCodes.contains(code)
  }

  /// `true` when this is the 401 `invalid_token` answer that triggers refresh-and-retry.
  public var isInvalidToken: Bool { status == 401 && code == "invalid_token" }

  /// `true` when the token endpoint refused the refresh token for good: `invalid_grant` with 401
  /// (as api.md answers it) or 400 (as RFC 6749 does). The session is over; log in again.
  public var isInvalidGrant: Bool { (status == 400 || status == 401) && code == "invalid_grant" }

  /// The status, code and message in one line.
  public var description: String { "HTTP \(status) \(code): \(message)" }
}
