import APIClient

extension APIClientError {
  /// `true` when the backend could not give an answer (no connection, or a 5xx), so a cached
  /// copy is better than an error.
  var canFallBackToCache: Bool {
    switch self {
    case .network: true
    case .api(let apiError): apiError.status >= 500
    case .decoding, .encoding: false
    }
  }
}
