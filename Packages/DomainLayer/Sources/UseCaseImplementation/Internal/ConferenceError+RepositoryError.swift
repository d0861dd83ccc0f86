import Domain
import Repository

extension ConferenceError {
  /// What a catalog failure means: an unreadable programme, a storage failure, or the
  /// connectivity failure it is, at the programme's `source` (its website or file, as the
  /// person gave it; `nil` for the demo conference's backend).
  init(_ error: RepositoryError, source: String? = nil) {
    switch error {
    case .unreadableResponse(let reason), .invalidRequest(let reason):
      self = .unreadableSource(reason: reason)
    case .rejected(.other(let reason)):
      self = .unreadableSource(reason: "the source refused the request \(reason)")
    case .rejected(let refusal):
      self = .unreadableSource(reason: "the source refused the request: \(refusal)")
    case .notFound, .notYetOpen:
      self = .unreadableSource(reason: "the source answered \(error)")
    case .unknownEndpoint(let request):
      self = .unreadableSource(reason: "\(request) was not found")
    case .storage(let reason):
      self = .storage(.failed(reason: reason))
    case .storageFull(let reason):
      self = .storage(.full(reason: reason))
    case .offline(let reason):
      self = .unreachableSource(reason: reason)
    case .cancelled, .serverFailure, .notAuthenticated, .loginExpired,
      .invalidCredentials, .credentialsRefused:
      self = .connectivity(ConnectivityError(error, at: ConnectivityError.Place(source: source)))
    }
  }
}
