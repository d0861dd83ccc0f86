import APIClient
import DataStore
import Repository

extension RepositoryError {
  /// The repository error for a failed call to the token endpoint: `.loginExpired` when the
  /// refresh token is dead (`invalid_grant`, or any 400 or 401 from the token endpoint), so the
  /// wrapper ends the session; otherwise as any backend call (offline, 5xx ...), which keeps it.
  init(refreshFailure error: APIClientError) {
    if case .api(let answer) = error,
      answer.isInvalidGrant || answer.status == 400 || answer.status == 401
    {
      self = .loginExpired
    } else {
      self.init(error)
    }
  }

  /// A refusal of the file itself is `.credentialsRefused`; a full disk is `.storageFull`;
  /// waiting for the lock cancelled is `.cancelled`; another I/O failure is `.storage`.
  init(_ error: CredentialStoreError) {
    switch error {
    case .readableByOthers, .folderWritableByOthers, .wrongOwner, .notAFile, .corrupt,
      .unsupportedVersion:
      self = .credentialsRefused(reason: error.description)
    case .diskFull:
      self = .storageFull(reason: error.description)
    case .lockCancelled:
      self = .cancelled
    case .unreadable, .unwritable, .lockFailed, .lockTimedOut:
      self = .storage(reason: error.description)
    }
  }
}
