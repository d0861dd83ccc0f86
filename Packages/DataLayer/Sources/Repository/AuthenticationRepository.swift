public import Entity

/// Logging in and out, and the stored session.
///
/// Implementations keep the credential in a store private to the user (the Keychain, or the
/// credential vault on Linux) and refresh it as needed; tokens and passwords never leave them,
/// not even in errors.
public protocol AuthenticationRepository: Sendable {
  /// Logs in with `email` and `password` and stores the session, replacing any earlier one.
  ///
  /// - Throws: `.invalidCredentials` for a wrong email or password; `.credentialsRefused`,
  ///   `.storageFull` or `.storage` when the session cannot be stored (the new session is then
  ///   revoked); otherwise as any backend call (`.offline`, `.rejected`, `.serverFailure`).
  func logIn(email: String, password: String) async throws(RepositoryError)

  /// Logs out: tells the backend to revoke the session when it can, and always removes the
  /// stored credential, even when the backend is down or the stored file was refused.
  ///
  /// - Throws: `.storage` only when the stored credential could not be removed.
  func logOut() async throws(RepositoryError)

  /// Whether a credential is stored, and when its access token expires; no network.
  ///
  /// - Throws: `.credentialsRefused` when the stored file is refused (the person counts as
  ///   logged out; the reason says how to fix it); `.storage` when it cannot be read.
  func sessionStatus() async throws(RepositoryError) -> CredentialStatus

  /// Checks the stored session with the backend by fetching the profile, refreshing the tokens
  /// when they have expired, and returns the profile.
  ///
  /// - Throws: `.notAuthenticated` when nothing is stored; `.loginExpired` when the session
  ///   cannot be renewed (the stored credential is then removed); `.credentialsRefused` for a
  ///   refused file; `.offline` or `.serverFailure` when the backend cannot answer (the session
  ///   is kept); `.storageFull` (or `.storage`) when renewed tokens could not be saved.
  func restoreSession() async throws(RepositoryError) -> ProfileEntity
}
