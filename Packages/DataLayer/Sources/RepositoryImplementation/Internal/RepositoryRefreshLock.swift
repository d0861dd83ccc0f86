import DataStore
import Repository
import TokenAuthentication

/// A refresh lock whose own failures are read once into `RepositoryError`: the lock of the
/// repositories' token wrapper, and of sending the bookmark outbox.
struct RepositoryRefreshLock: RefreshLock {
  typealias Failure = RepositoryError

  let base: any RefreshLock<CredentialStoreError>

  func withLock<T>(_ body: () async -> T) async throws(RepositoryError) -> T {
    do {
      return try await base.withLock(body)
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Runs `body` holding the lock: what `body` throws, or the lock's own failure.
  func whileHolding<T>(
    _ body: () async throws(RepositoryError) -> T
  ) async throws(RepositoryError) -> T {
    let outcome = try await withLock { () async -> Result<T, RepositoryError> in
      do throws(RepositoryError) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }
}
