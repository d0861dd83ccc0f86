/// Mutual exclusion for refreshes across authenticators that share a ``CredentialStore``, in one
/// process or several (a file lock such as `flock`).
///
/// The authenticator holds the lock while it re-reads the store, calls the token endpoint and
/// saves the result, so under refresh-token rotation no two instances send the same refresh
/// token. Without a lock, an instance that loses the race gets `invalid_grant`, re-reads the
/// store and adopts the winner's credential.
public protocol RefreshLock<Failure>: Sendable {
  /// What the lock throws when it cannot be taken.
  associatedtype Failure: Error

  /// Runs `body` while holding the lock and releases it when `body` returns.
  ///
  /// Runs `body` in the caller's isolation; `body` reports its own failures in what it returns.
  /// Throws the lock's own error if it cannot be taken, and then `body` does not run.
  func withLock<T>(_ body: () async -> T) async throws(Failure) -> T
}
