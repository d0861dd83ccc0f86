import Domain
import Repository

extension StorageError {
  /// What a failure of the settings file means: a full disk, else a failure naming its reason.
  init(settingsFailure error: RepositoryError) {
    switch error {
    case .storageFull(let reason): self = .full(reason: reason)
    case .storage(let reason): self = .failed(reason: reason)
    default: self = .failed(reason: error.description)
    }
  }
}
