import Domain
import Repository

/// What a data-layer failure of a call that needs a login means when the call gives it no
/// meaning of its own: a problem with the login, a connectivity failure or a storage failure.
///
/// One classification for every account call, so that a feature's error is made from a
/// `RepositoryError` in one step: a timeout during a purchase is `TicketError.connectivity`
/// straight away, never an `AccountError` first (at most four error types from the wire to the
/// screen; `test_error_mappings.py` in ScriptTests fails on a mapping that builds another
/// feature's error).
enum LoginCallFailure {
  /// The login is missing, ended or refused.
  case login(AccountError)
  /// The backend gave no usable answer.
  case connectivity(ConnectivityError)
  /// The stored login could not be read or written.
  case storage(StorageError)

  /// Classifies `error`.
  init(_ error: RepositoryError) {
    switch error {
    case .notAuthenticated:
      self = .login(.notLoggedIn)
    case .loginExpired:
      self = .login(.expired)
    case .invalidCredentials:
      self = .login(.invalidCredentials)
    case .credentialsRefused(let reason):
      self = .login(.credentialsRefused(reason: reason))
    case .storage(let reason):
      self = .storage(.failed(reason: reason))
    case .storageFull(let reason):
      self = .storage(.full(reason: reason))
    case .offline, .cancelled, .invalidRequest, .unknownEndpoint, .notFound, .rejected,
      .notYetOpen, .serverFailure, .unreadableResponse:
      self = .connectivity(ConnectivityError(error))
    }
  }
}

extension LoginRequiringError {
  /// The feature failure a data-layer failure means when the feature gives it no meaning of its
  /// own, in one step: `.account` for a login problem, else `.connectivity` or `.storage`.
  init(loginCallFailure error: RepositoryError) {
    switch LoginCallFailure(error) {
    case .login(let problem): self = .account(problem)
    case .connectivity(let failure): self = .connectivity(failure)
    case .storage(let failure): self = .storage(failure)
    }
  }
}
