import Domain
import Entity
import Repository

extension TimetableError {
  /// Maps a data-layer failure to what the person can do about it; the one place this happens
  /// for the programme.
  ///
  /// `notFound` is the error that the API's "not found" answer means for the call that failed;
  /// "not found" from a server without the API (`.unknownEndpoint`) is a connectivity problem,
  /// about `origin`: the backend, or the added conference's website or file.
  init(
    _ error: RepositoryError, whenNotFound notFound: TimetableError,
    from origin: ProgrammeOriginEntity = .backend
  ) {
    switch error {
    case .notFound:
      self = notFound
    case .storage(let reason):
      self = .storage(.failed(reason: reason))
    case .storageFull(let reason):
      self = .storage(.full(reason: reason))
    case .offline, .cancelled, .invalidRequest, .unknownEndpoint, .rejected, .notYetOpen,
      .serverFailure, .unreadableResponse, .notAuthenticated, .loginExpired,
      .invalidCredentials, .credentialsRefused:
      self = .connectivity(ConnectivityError(error, at: ConnectivityError.Place(origin)))
    }
  }
}
