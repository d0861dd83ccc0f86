import DataStore
import Synchronization
import TokenAuthentication

/// A ``CredentialStore`` in memory, shared by the authenticators of a test.
final class InMemoryCredentialStore: CredentialStore {
  typealias Failure = CredentialStoreError

  private let storage: Mutex<Credential?>

  init(credential: Credential? = nil) {
    storage = Mutex(credential)
  }

  func load() -> Credential? { storage.withLock { $0 } }

  func save(_ credential: Credential) { storage.withLock { $0 = credential } }

  func clear() { storage.withLock { $0 = nil } }
}
