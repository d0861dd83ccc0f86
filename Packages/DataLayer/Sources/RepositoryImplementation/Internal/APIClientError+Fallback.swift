import APIClient

extension APIClientError {
  /// `true` when the backend could not give an answer (no connection, or a 5xx), so a cached
  /// copy is better than an error.
  ///
  /// A cancelled request is not such a case: whoever cancelled it no longer wants an answer, and
  /// must not get a stale one. Nor is a server without the API (`.unknownEndpoint`) or one that
  /// redirects where it is not followed: a saved copy would hide a wrong base URL.
  var canFallBackToCache: Bool {
    switch self {
    case .cancelled: false
    case .unreachable, .timedOut, .invalidResponse, .responseTooLarge, .localStorageFull,
      .invalidRequest:
      true
    case .api(let apiError): apiError.status >= 500
    case .unknownEndpoint, .redirectRefused, .decoding, .encoding: false
    }
  }
}
