public import Foundation

/// What a session needs to call the API and to renew itself: an access token, the refresh token
/// and the access token's expiry.
///
/// `description`, `debugDescription` and the mirror show the expiry but never the token text.
public struct Credential: Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The token sent with each request.
  public var accessToken: AccessToken
  /// The token that buys the next access token.
  public var refreshToken: RefreshToken
  /// When the access token expires, on the local wall clock; `nil` when unknown, which turns
  /// proactive refresh off for this credential (the server's rejection still triggers one).
  public var expiresAt: Date?

  /// Creates a credential.
  public init(accessToken: AccessToken, refreshToken: RefreshToken, expiresAt: Date?) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
  }

  /// `Credential(accessToken: <redacted>, refreshToken: <redacted>, expiresAt: ...)`.
  public var description: String {
    let expiry = expiresAt.map { $0.ISO8601Format() } ?? "unknown"
    return "Credential(accessToken: <redacted>, refreshToken: <redacted>, expiresAt: \(expiry))"
  }

  /// The same as `description`.
  public var debugDescription: String { description }

  /// A mirror with the expiry only, so `dump` prints no token text.
  public var customMirror: Mirror {
    Mirror(self, children: ["expiresAt": expiresAt as Any])
  }
}
