import Domain
import Repository

extension AnalyticsUploadError {
  /// The upload failure a data-layer failure means: the events file's own failures are
  /// `.storage`, everything else what any call makes of it (`ConnectivityError(_:)`).
  init(_ error: RepositoryError) {
    switch error {
    case .storage(let reason):
      self = .storage(.failed(reason: reason))
    case .storageFull(let reason):
      self = .storage(.full(reason: reason))
    case .offline, .cancelled, .invalidRequest, .notFound, .unknownEndpoint, .rejected,
      .notYetOpen, .serverFailure, .unreadableResponse, .notAuthenticated, .loginExpired,
      .invalidCredentials, .credentialsRefused:
      self = .connectivity(ConnectivityError(error))
    }
  }
}
