public import Domain

/// Logs out: the backend is told to end the session when it can be reached, and the stored
/// login is always removed.
///
/// Call it like a function: `try await logOut()`.
public protocol LogOutUseCase: Sendable {
  /// Logs out; succeeds when no one was logged in, when the backend is down and when the stored
  /// login was refused.
  ///
  /// - Throws: `.storage(_)` only when the stored login could not be removed.
  func callAsFunction() async throws(AccountError)
}
