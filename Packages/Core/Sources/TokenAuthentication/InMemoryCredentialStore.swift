import Synchronization

/// A ``CredentialStore`` in memory; for tests, previews and several authenticators in one process.
public final class InMemoryCredentialStore: CredentialStore {
  private let storage: Mutex<Credential?>

  /// Creates a store holding `credential`.
  public init(credential: Credential? = nil) {
    storage = Mutex(credential)
  }

  /// The stored credential. Never throws.
  public func load() -> Credential? {
    storage.withLock { $0 }
  }

  /// Stores `credential`. Never throws.
  public func save(_ credential: Credential) {
    storage.withLock { $0 = credential }
  }

  /// Removes the stored credential. Never throws.
  public func clear() {
    storage.withLock { $0 = nil }
  }
}
