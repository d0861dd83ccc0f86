import Domain
import Repository

extension ConnectivityError {
  /// The connectivity failure a data-layer failure means, for the cases every feature treats
  /// alike: no answer is `.offline`, a cancelled call `.cancelled`, a failing or overloaded
  /// backend `.unavailable`, and anything waiting cannot fix (a refusal the call does not
  /// expect, an unreadable answer, a request that cannot be sent, a server without the
  /// conference API, or a "not found" or login answer where the call expects neither)
  /// `.incompatible`.
  init(_ error: RepositoryError) {
    switch error {
    case .offline:
      self = .offline
    case .cancelled:
      self = .cancelled
    case .serverFailure(let reason):
      self = .unavailable(reason: reason)
    case .rejected(.other(let reason)):
      self = .incompatible(reason: "the backend refused the request \(reason)")
    case .rejected(let refusal):
      self = .incompatible(reason: "the backend refused the request: \(refusal)")
    case .notYetOpen(let opensAt):
      self = .incompatible(reason: "the backend refused the request until \(opensAt)")
    case .unreadableResponse(let reason):
      self = .incompatible(reason: "unexpected response: \(reason)")
    case .invalidRequest(let reason):
      self = .incompatible(reason: "the request cannot be sent: \(reason)")
    case .unknownEndpoint(let request):
      self = .incompatible(
        reason: "CONF_SERVER does not look like a conference backend: \(request) was not found")
    case .notFound(let missing):
      self = .incompatible(reason: "the backend has no such resource (\(missing))")
    case .storage(let reason), .storageFull(let reason):
      self = .incompatible(reason: "the local store failed: \(reason)")
    case .notAuthenticated, .sessionExpired, .invalidCredentials, .credentialsRefused:
      self = .incompatible(reason: "the backend asked for a login where none is needed")
    }
  }
}
