import Domain
import Repository

extension TimetableError {
  /// Maps a data-layer failure to what the person can do about it; the one place this happens
  /// for the programme.
  ///
  /// `notFound` is the error that the API's "not found" answer means for the call that failed;
  /// "not found" from a server without the API (`.unknownEndpoint`) is a connectivity problem.
  init(_ error: RepositoryError, whenNotFound notFound: TimetableError) {
    switch error {
    case .notFound:
      self = notFound
    case .storage(let reason):
      self = .storage(.failed(reason: reason))
    case .storageFull(let reason):
      self = .storage(.full(reason: reason))
    case .offline, .cancelled, .invalidRequest, .unknownEndpoint, .rejected, .notYetOpen,
      .serverFailure, .unreadableResponse, .notAuthenticated, .sessionExpired,
      .invalidCredentials, .credentialsRefused:
      self = .connectivity(ConnectivityError(error))
    }
  }
}
