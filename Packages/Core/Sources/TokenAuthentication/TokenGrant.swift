/// What the token endpoint returned for a refresh: the new access token, the rotated refresh
/// token if the server sent one, and the lifetime (`expires_in`).
///
/// The authenticator turns `expiresIn` into an expiry on the local wall clock at the moment it
/// receives the grant, so a skewed device clock cannot make a fresh token look expired.
public struct TokenGrant: Sendable, Equatable, CustomStringConvertible {
  /// The new access token.
  public var accessToken: AccessToken
  /// The new refresh token; `nil` when the server keeps the current one (no rotation).
  public var refreshToken: RefreshToken?
  /// The access token's lifetime from now; `nil` when the server does not say.
  public var expiresIn: Duration?

  /// Creates a grant.
  public init(accessToken: AccessToken, refreshToken: RefreshToken?, expiresIn: Duration?) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresIn = expiresIn
  }

  /// The grant without token text.
  public var description: String {
    let lifetime = expiresIn.map { "\($0)" } ?? "unknown"
    let rotation = refreshToken == nil ? "kept" : "<redacted>"
    return "TokenGrant(accessToken: <redacted>, refreshToken: \(rotation), expiresIn: \(lifetime))"
  }
}
