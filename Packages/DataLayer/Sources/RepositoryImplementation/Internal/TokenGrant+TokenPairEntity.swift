import Entity
import TokenAuthentication

extension TokenGrant {
  /// The grant the token endpoint's answer describes.
  init(_ pair: TokenPairEntity) {
    self.init(
      accessToken: AccessToken(pair.accessToken),
      refreshToken: RefreshToken(pair.refreshToken),
      expiresIn: .seconds(pair.expiresIn))
  }
}
