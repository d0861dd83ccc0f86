public import Foundation

/// Whether a login is stored on this device, read without asking the backend.
///
/// Carries no token: only whether there is a login, when its access token expires and who it
/// belonged to when last confirmed.
public enum LoginStatus: Sendable, Equatable {
  /// No login is stored.
  case loggedOut
  /// A login is stored; `accessTokenExpiresAt` is `nil` when the expiry is unknown, `login`
  /// when who it belongs to is not known on the device.
  case loggedIn(accessTokenExpiresAt: Date?, login: StoredLogin? = nil)
}
