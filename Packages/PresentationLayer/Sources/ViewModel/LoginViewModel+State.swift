public import Domain

extension LoginViewModel {
  /// What the login screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing submitted yet.
    case idle
    /// The login is on its way.
    case loggingIn
    /// `User` is logged in.
    case loggedIn(User)
    /// The login did not work.
    case failed(Failure)
  }
}
