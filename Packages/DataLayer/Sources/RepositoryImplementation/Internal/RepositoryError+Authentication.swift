import APIClient
import DataStore
import Repository
import TokenAuthentication

extension RepositoryError {
  /// The repository error for a failure of an authenticated call or of the credential store.
  ///
  /// The wrapper is generic over its body, so what it rethrows is untyped: this is the one
  /// place that types it again. The wrapper's `.missingCredential` and `.loggedOut` are
  /// `.notAuthenticated`, its `.sessionExpired` is `.sessionExpired`; a transient refresh
  /// failure is reported like the failed request, a refreshed credential the vault could not
  /// save like the vault's failure; a refused credential file is
  /// `.credentialsRefused` with the vault's advice; cancellation is `.cancelled`. Any other
  /// error is named by its type only: its description may hold a path, a token or a password.
  init(authenticationFailure error: any Error) {
    if let error = error as? APIClientError {
      self.init(error)
    } else if let error = error as? TokenAuthenticationError {
      self.init(error)
    } else if let error = error as? CredentialStoreError {
      self.init(error)
    } else if error is CancellationError {
      self = .cancelled
    } else {
      self = .storage(reason: "the credential store failed with \(type(of: error))")
    }
  }

  private init(_ error: TokenAuthenticationError) {
    switch error {
    case .missingCredential, .loggedOut:
      self = .notAuthenticated
    case .sessionExpired:
      self = .sessionExpired
    case .invalidToken(let error, _), .refreshFailed(let error, _),
      .credentialStoreFailed(let error), .credentialNotSaved(let error, _):
      self.init(authenticationFailure: error)
    case .refreshTimedOut:
      self = .offline(reason: "renewing the session took too long")
    case .excessiveRefresh, .reentrantRefresh:
      self = .serverFailure(reason: error.description)
    }
  }

  /// A refusal of the file itself is `.credentialsRefused`; a full disk is `.storageFull`;
  /// another I/O failure is `.storage`.
  init(_ error: CredentialStoreError) {
    switch error {
    case .readableByOthers, .folderWritableByOthers, .wrongOwner, .notAFile, .corrupt,
      .unsupportedVersion:
      self = .credentialsRefused(reason: error.description)
    case .diskFull:
      self = .storageFull(reason: error.description)
    case .unreadable, .unwritable, .lockFailed, .lockTimedOut:
      self = .storage(reason: error.description)
    }
  }
}
