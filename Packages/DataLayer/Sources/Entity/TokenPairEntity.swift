/// The answer to `POST /v1/auth/login` and `POST /v1/auth/refresh`.
///
/// `description`, `debugDescription` and the mirror show the token type and lifetime but never
/// the tokens.
public struct TokenPairEntity: Codable, Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The bearer token for API calls.
  public let accessToken: String
  /// The token that buys the next pair (rotated on every refresh).
  public let refreshToken: String
  /// The token type, `Bearer`.
  public let tokenType: String
  /// The access token's lifetime in seconds from when the answer was sent.
  public let expiresIn: Int

  /// Creates a token pair.
  public init(accessToken: String, refreshToken: String, tokenType: String, expiresIn: Int) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.tokenType = tokenType
    self.expiresIn = expiresIn
  }

  /// `TokenPairEntity(access_token: <redacted>, refresh_token: <redacted>, ...)`.
  public var description: String {
    "TokenPairEntity(access_token: <redacted>, refresh_token: <redacted>, "
      + "token_type: \(tokenType), expires_in: \(expiresIn))"
  }

  /// The same as `description`.
  public var debugDescription: String { description }

  /// A mirror with the token type and lifetime only, so `dump` prints no token.
  public var customMirror: Mirror {
    Mirror(self, children: ["tokenType": tokenType, "expiresIn": expiresIn])
  }

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
    case tokenType = "token_type"
    case expiresIn = "expires_in"
  }
}
