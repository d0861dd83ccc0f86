public import Domain

/// Logs in and keeps the login on this device, replacing any earlier one.
///
/// Call it like a function: `let user = try await logIn(email: email, password: password)`.
public protocol LogInUseCase: Sendable {
  /// Logs in as `email` with `password` and returns who logged in.
  ///
  /// - Throws: `.invalidCredentials` for a wrong email address or password,
  ///   `.credentialsRefused` when the login cannot be stored safely, `.connectivity(_)` when the
  ///   backend gives no usable answer, `.storage(_)` when the login cannot be written.
  func callAsFunction(email: EmailAddress, password: Password) async throws(AccountError) -> User
}
