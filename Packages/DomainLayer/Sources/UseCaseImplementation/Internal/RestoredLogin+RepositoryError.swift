import Domain
import Repository

extension RestoredLogin {
  /// What a failed check of the stored login means: an answer about the login (none stored,
  /// ended, refused), or the `AppError` of a check that could not be made; the one place this
  /// happens for the login check.
  ///
  /// A login turned down without a renewal (`invalidCredentials`) has ended all the same.
  ///
  /// - Throws: `.storage` for the local store; `.connectivity` for everything about the backend.
  init(answering error: RepositoryError) throws(AppError) {
    switch error {
    case .notAuthenticated:
      self = .loggedOut
    case .loginExpired, .invalidCredentials:
      self = .expired
    case .credentialsRefused(let reason):
      self = .refused(reason: reason)
    case .storage(let reason):
      throw .storage(.failed(reason: reason))
    case .storageFull(let reason):
      throw .storage(.full(reason: reason))
    case .offline, .cancelled, .invalidRequest, .unknownEndpoint, .notFound, .rejected,
      .notYetOpen, .serverFailure, .unreadableResponse:
      throw .connectivity(ConnectivityError(error))
    }
  }
}
