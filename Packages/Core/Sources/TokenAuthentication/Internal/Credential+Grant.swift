import Foundation

extension Credential {
  /// The credential after `grant`, received at `receivedAt` on the local wall clock; keeps
  /// `previous`'s refresh token when the server did not rotate it.
  init(_ grant: TokenGrant, replacing previous: Credential, receivedAt: Date) {
    self.init(
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken ?? previous.refreshToken,
      expiresAt: grant.expiresIn.map { receivedAt.addingTimeInterval($0.timeInterval) }
    )
  }
}
