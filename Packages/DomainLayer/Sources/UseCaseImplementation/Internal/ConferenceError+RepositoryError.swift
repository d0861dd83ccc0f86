import Domain
import Repository

extension ConferenceError {
  /// What a catalog failure means: an unreadable programme, a storage failure, or the
  /// connectivity failure it is.
  init(_ error: RepositoryError) {
    switch error {
    case .unreadableResponse(let reason), .invalidRequest(let reason):
      self = .unreadableSource(reason: reason)
    case .notFound, .rejected, .notYetOpen:
      self = .unreadableSource(reason: "the source answered \(error)")
    case .unknownEndpoint(let request):
      self = .unreadableSource(reason: "\(request) was not found")
    case .storage(let reason):
      self = .storage(.failed(reason: reason))
    case .storageFull(let reason):
      self = .storage(.full(reason: reason))
    case .offline(let reason):
      self = .unreachableSource(reason: reason)
    case .cancelled, .serverFailure, .notAuthenticated, .sessionExpired,
      .invalidCredentials, .credentialsRefused:
      self = .connectivity(ConnectivityError(error))
    }
  }
}
