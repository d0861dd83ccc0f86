public import Domain
public import Foundation

extension StatusViewModel {
  /// The account status; holds no token.
  public struct Content: Sendable, Equatable {
    /// The app state after the stored login was checked.
    public let appState: AppState
    /// The logged-in person, while onboarding or authenticated.
    public let user: User?
    /// Why no one is logged in, when it was not the person's choice (`.expired`,
    /// `.credentialsRefused`).
    public let logoutReason: LogoutReason?
    /// When the stored access token expires, rounded to the minute; `nil` when no login is
    /// stored or the expiry is unknown.
    public let accessTokenExpiresAt: Date?
    /// Who the stored login belonged to when the backend last confirmed it, with when the
    /// person logged in; `nil` when no login is stored or the device does not know.
    public let storedLogin: StoredLogin?

    /// Creates the content.
    public init(
      appState: AppState, user: User?, logoutReason: LogoutReason?, accessTokenExpiresAt: Date?,
      storedLogin: StoredLogin? = nil
    ) {
      self.appState = appState
      self.user = user
      self.logoutReason = logoutReason
      self.accessTokenExpiresAt = accessTokenExpiresAt
      self.storedLogin = storedLogin
    }

    /// Why the stored login could not be checked with the backend (it is then shown as last
    /// confirmed), or `nil` when it was checked.
    public var uncheckedBecause: ConnectivityError? {
      if case .error(.connectivity(let error)) = appState { error } else { nil }
    }
  }
}
