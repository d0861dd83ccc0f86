/// Where the credential lives between runs, shared by every authenticator (and every process)
/// that uses the same account.
///
/// The authenticator reads the store on first use, re-reads it under the ``RefreshLock`` before
/// each refresh (to adopt a credential another instance already refreshed), writes each refreshed
/// credential before releasing that lock, and clears it on logout or session expiry. Writes from
/// one authenticator are serialised and fenced, so a late refresh never overwrites a logout.
/// Errors are the implementation's own.
public protocol CredentialStore: Sendable {
  /// The stored credential, or `nil` when none is stored.
  func load() async throws -> Credential?

  /// Replaces the stored credential with `credential`.
  func save(_ credential: Credential) async throws

  /// Removes the stored credential.
  func clear() async throws
}
