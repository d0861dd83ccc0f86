/// Where the credential lives between runs, shared by every authenticator (and every process)
/// that uses the same account.
///
/// The authenticator reads the store on first use, re-reads it under the ``RefreshLock`` before
/// each refresh (to adopt a credential another instance already refreshed), writes each refreshed
/// credential before releasing that lock, and clears it on logout or session expiry. Writes from
/// one authenticator are serialised and fenced, so a late refresh never overwrites a logout.
/// `Failure` is the store's own error; an authenticator takes a store whose `Failure` is its own
/// (adapt one whose errors differ, mapping them once).
public protocol CredentialStore<Failure>: Sendable {
  /// What the store's operations throw.
  associatedtype Failure: Error

  /// The stored credential, or `nil` when none is stored.
  func load() async throws(Failure) -> Credential?

  /// Replaces the stored credential with `credential`.
  func save(_ credential: Credential) async throws(Failure)

  /// Removes the stored credential.
  func clear() async throws(Failure)
}
