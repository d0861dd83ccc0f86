public import Foundation

/// Whether a login is stored on this device, read without contacting the backend.
///
/// Carries no token text: only whether there is a credential and when its access token
/// expires (which says nothing about whether the backend still accepts the session).
public enum CredentialStatus: Sendable, Equatable {
  /// No credential is stored.
  case loggedOut
  /// A credential is stored; `accessTokenExpiresAt` is `nil` when the expiry is unknown, and
  /// `account` is who it belonged to when last confirmed (`nil` when not known).
  case loggedIn(accessTokenExpiresAt: Date?, account: StoredAccount? = nil)
}
