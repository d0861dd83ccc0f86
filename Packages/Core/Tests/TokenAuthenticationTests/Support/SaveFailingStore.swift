import Synchronization
import TokenAuthentication

/// A credential store that reads and clears in memory but fails every save, as a full disk
/// would; it counts the attempts.
final class SaveFailingStore: CredentialStore {
  typealias Failure = any Error

  /// What every save throws.
  struct DiskFull: Error, Equatable {}

  private let inner: InMemoryCredentialStore
  private let attempts = Mutex(0)

  init(credential: Credential?) {
    inner = InMemoryCredentialStore(credential: credential)
  }

  /// How many saves were attempted.
  var saveAttempts: Int { attempts.withLock { $0 } }

  func load() async throws -> Credential? { inner.load() }

  func save(_ credential: Credential) async throws {
    attempts.withLock { $0 += 1 }
    throw DiskFull()
  }

  func clear() async throws { inner.clear() }
}
