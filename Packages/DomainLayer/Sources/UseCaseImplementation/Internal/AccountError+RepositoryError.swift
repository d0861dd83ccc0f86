import Domain
import Repository

extension AccountError {
  /// Maps a data-layer failure of an account call to what the person can do about it; the one
  /// place this happens for accounts.
  init(_ error: RepositoryError) {
    switch error {
    case .notAuthenticated:
      self = .notLoggedIn
    case .loginExpired:
      self = .expired
    case .invalidCredentials:
      self = .invalidCredentials
    case .credentialsRefused(let reason):
      self = .credentialsRefused(reason: reason)
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
