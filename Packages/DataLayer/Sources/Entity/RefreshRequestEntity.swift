/// The body of `POST /v1/auth/refresh`.
///
/// `description`, `debugDescription` and the mirror never show the refresh token.
public struct RefreshRequestEntity: Codable, Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The refresh token to exchange; under rotation it is dead once sent.
  public let refreshToken: String

  /// Creates a refresh request.
  public init(refreshToken: String) {
    self.refreshToken = refreshToken
  }

  /// `RefreshRequestEntity(refresh_token: <redacted>)`.
  public var description: String { "RefreshRequestEntity(refresh_token: <redacted>)" }

  /// The same as `description`.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump` prints no token.
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  enum CodingKeys: String, CodingKey {
    case refreshToken = "refresh_token"
  }
}
