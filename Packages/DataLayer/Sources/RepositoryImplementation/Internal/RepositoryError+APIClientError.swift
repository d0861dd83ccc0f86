import APIClient
import Repository

extension RepositoryError {
  /// The repository error for an API failure that no cached copy can stand in for.
  ///
  /// A 404 of the API (a resource it does not have) is `.notFound`, any other 404
  /// `.unknownEndpoint`, 5xx `.serverFailure`, other error statuses `.rejected`; transport
  /// failures are `.offline`, a cancelled request `.cancelled`, a request that cannot be built
  /// or sent `.invalidRequest`, and a success answer that does not decode `.unreadableResponse`.
  init(_ error: APIClientError) {
    switch error {
    case .network(.cancelled):
      self = .cancelled
    case .network(.unreachable), .network(.timedOut):
      self = .offline(reason: error.description)
    case .network(.invalidResponse(let reason)):
      self = .serverFailure(reason: "invalid response: \(reason)")
    case .network(.responseTooLarge(let reason)):
      self = .serverFailure(reason: "its answer is too large: \(reason)")
    case .network(.invalidRequest(let reason)):
      self = .invalidRequest(reason: reason)
    case .unknownEndpoint(let request):
      self = .unknownEndpoint(request: request)
    case .api(let apiError) where apiError.status == 404:
      self = .notFound(code: apiError.code)
    case .api(let apiError) where apiError.status < 500 && apiError.opensAt != nil:
      self = .notYetOpen(code: apiError.code, opensAt: apiError.opensAt ?? "")
    case .api(let apiError) where apiError.status >= 500:
      self = .serverFailure(reason: apiError.description)
    case .api(let apiError):
      self = .rejected(status: apiError.status, code: apiError.code, message: apiError.message)
    case .decoding(let reason):
      self = .unreadableResponse(reason: reason)
    case .encoding(let reason):
      self = .invalidRequest(reason: reason)
    }
  }
}
