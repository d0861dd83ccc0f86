public import Foundation

/// Whether a login is stored on this device, read without asking the backend.
///
/// Carries no token: only whether there is a login and when its access token expires.
public enum LoginStatus: Sendable, Equatable {
  /// No login is stored.
  case loggedOut
  /// A login is stored; `accessTokenExpiresAt` is `nil` when the expiry is unknown.
  case loggedIn(accessTokenExpiresAt: Date?)
}
