import Synchronization
import TokenAuthentication

/// A ``CredentialStore`` in memory, shared by the authenticators of a test; it counts its reads.
final class InMemoryCredentialStore: CredentialStore {
  typealias Failure = any Error

  private let storage: Mutex<(credential: Credential?, loads: Int)>

  init(credential: Credential? = nil) {
    storage = Mutex((credential, 0))
  }

  /// How many times `load()` was called.
  var loads: Int { storage.withLock { $0.loads } }

  func load() -> Credential? {
    storage.withLock {
      $0.loads += 1
      return $0.credential
    }
  }

  func save(_ credential: Credential) { storage.withLock { $0.credential = credential } }

  func clear() { storage.withLock { $0.credential = nil } }
}
