import DataStore
import Repository
import TokenAuthentication

/// The credential store as the token wrapper of the repositories sees it: `base` with its
/// failures read once into `RepositoryError`, so the wrapper's one error type is the data
/// layer's.
struct RepositoryCredentialStore: CredentialStore {
  typealias Failure = RepositoryError

  let base: any CredentialStore<CredentialStoreError>

  func load() async throws(RepositoryError) -> Credential? {
    do {
      return try await base.load()
    } catch {
      throw RepositoryError(error)
    }
  }

  func save(_ credential: Credential) async throws(RepositoryError) {
    do {
      try await base.save(credential)
    } catch {
      throw RepositoryError(error)
    }
  }

  func clear() async throws(RepositoryError) {
    do {
      try await base.clear()
    } catch {
      throw RepositoryError(error)
    }
  }
}
