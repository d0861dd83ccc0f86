import DataStore
import Repository

extension RepositoryError {
  /// The repository error for a failure of a local store that holds data kept nowhere else
  /// (the bookmark outbox, the bookmarks kept on this device): `.storageFull` for a full disk,
  /// `.storage` otherwise.
  ///
  /// `store` names the store in the reason, for example "the bookmark outbox". The reason
  /// leaves out `StoreError`'s advice to delete the file, which only suits the cache.
  init(_ error: StoreError, in store: String) {
    switch error {
    case .full(let path):
      self = .storageFull(
        reason: "\(store) at \(path) could not keep the change; free some space, then run the "
          + "command again")
    case .busy(let path):
      self = .storage(reason: "\(store): \(path) is locked by another conf process")
    case .failed(let path, let reason):
      self = .storage(reason: "\(store): \(path) failed: \(reason)")
    }
  }
}
