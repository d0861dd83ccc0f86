import APIClient
import Repository

extension RepositoryError {
  /// The repository error for an API failure that no cached copy can stand in for.
  ///
  /// 404 is `.notFound`, 5xx and unreadable answers `.serverFailure`, other error statuses
  /// `.rejected`, transport failures `.offline`. A request that could not be built is reported
  /// like the server's own answer to a malformed request: 400 `bad_request`.
  ///
  /// A cancelled request is `.offline` with the reason "request cancelled": `RepositoryError` has
  /// no case of its own for it (adding one changes every mapper in the domain layer).
  init(_ error: APIClientError) {
    switch error {
    case .network(let networkError):
      self = .offline(reason: networkError.description)
    case .api(let apiError) where apiError.status == 404:
      self = .notFound(code: apiError.code)
    case .api(let apiError) where apiError.status >= 500:
      self = .serverFailure(reason: apiError.description)
    case .api(let apiError):
      self = .rejected(status: apiError.status, code: apiError.code, message: apiError.message)
    case .decoding(let reason):
      self = .serverFailure(reason: "unexpected response: \(reason)")
    case .encoding(let reason):
      self = .rejected(status: 400, code: "bad_request", message: reason)
    }
  }
}
