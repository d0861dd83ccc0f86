import Synchronization
import TokenAuthentication

/// A ``CredentialStore`` in memory: the benchmark measures the wrapper, not a store.
final class InMemoryCredentialStore: CredentialStore {
  typealias Failure = any Error

  private let storage: Mutex<Credential?>

  init(credential: Credential?) {
    storage = Mutex(credential)
  }

  func load() -> Credential? { storage.withLock { $0 } }

  func save(_ credential: Credential) { storage.withLock { $0 = credential } }

  func clear() { storage.withLock { $0 = nil } }
}
