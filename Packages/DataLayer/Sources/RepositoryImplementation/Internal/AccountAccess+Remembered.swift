import Repository

extension AccountAccess {
  /// `fetch`'s answer from the backend, or, when the backend cannot be reached or fails, what
  /// `remembered` kept of it on this device (from `.cache(savedAt:)`); the failure stands when
  /// nothing was kept. Every other failure (no login, a refusal) stands as it is.
  func fetchedOrRemembered<Value: Sendable>(
    _ fetch: () async throws(RepositoryError) -> Value,
    remembered: () -> Fetched<Value>?
  ) async throws(RepositoryError) -> Fetched<Value> {
    do {
      return Fetched(value: try await fetch(), source: .network)
    } catch .offline(let reason) {
      guard let saved = remembered() else { throw .offline(reason: reason) }
      return saved
    } catch .serverFailure(let reason) {
      guard let saved = remembered() else { throw .serverFailure(reason: reason) }
      return saved
    }
  }
}
