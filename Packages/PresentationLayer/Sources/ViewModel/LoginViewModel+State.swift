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
    /// What was typed cannot be a login; nothing was sent.
    case invalid(InputProblem)
    /// The backend or the local store turned the login down.
    case failed(AccountError)
  }
}
