import APIClient
import DataStore
import Repository
import TokenAuthentication

extension RepositoryError {
  /// The repository error for one of the token wrapper's own failures.
  ///
  /// The wrapper is typed with `RepositoryError`, so what it attaches (the rejected call's
  /// error, the refresh's, the store's) already is one and passes through as it is: a second
  /// rejection is the call's error, a transient refresh failure the refresh's, a credential the
  /// vault could not read or save the vault's. `.missingCredential` and `.loggedOut` are
  /// `.notAuthenticated`, `.sessionExpired` is `.sessionExpired`, a refresh that took too long
  /// `.offline`, a refresh window that is full or a reentrant refresh `.serverFailure`, and
  /// cancellation `.cancelled`.
  init(authenticationFailure error: TokenAuthenticationError<RepositoryError>) {
    switch error {
    case .missingCredential, .loggedOut:
      self = .notAuthenticated
    case .cancelled:
      self = .cancelled
    case .sessionExpired:
      self = .sessionExpired
    case .invalidToken(let error, _), .refreshFailed(let error, _),
      .credentialStoreFailed(let error), .credentialNotSaved(let error, _):
      self = error
    case .refreshTimedOut:
      self = .offline(reason: "renewing the session took too long")
    case .excessiveRefresh, .reentrantRefresh:
      self = .serverFailure(reason: error.description)
    }
  }

  /// The repository error for a failed call to the token endpoint: `.sessionExpired` when the
  /// refresh token is dead (`invalid_grant`, or any 400 or 401 from the token endpoint), so the
  /// wrapper ends the session; otherwise as any backend call (offline, 5xx ...), which keeps it.
  init(refreshFailure error: APIClientError) {
    if case .api(let answer) = error,
      answer.isInvalidGrant || answer.status == 400 || answer.status == 401
    {
      self = .sessionExpired
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
