import Entity
import Foundation
import TokenAuthentication

extension Credential {
  /// The credential of a login answer received at `receivedAt` on the local wall clock (so a
  /// skewed device clock cannot make it look expired).
  init(_ pair: TokenPairEntity, receivedAt: Date) {
    self.init(
      accessToken: AccessToken(pair.accessToken),
      refreshToken: RefreshToken(pair.refreshToken),
      expiresAt: receivedAt.addingTimeInterval(TimeInterval(pair.expiresIn)))
  }
}
