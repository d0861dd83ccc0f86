/// Why a waiter gets no token; becomes a ``TokenAuthenticationError`` carrying the waiter's own
/// original error.
enum LeaseFailure: Sendable {
  case missingCredential
  case refreshFailed(any Error)
  case sessionExpired(any Error)
  case excessiveRefresh
  case loggedOut
  case refreshTimedOut
  case credentialStoreFailed(any Error)

  func error(originalError: (any Error)?) -> TokenAuthenticationError {
    switch self {
    case .missingCredential: .missingCredential
    case .refreshFailed(let error): .refreshFailed(error: error, originalError: originalError)
    case .sessionExpired(let error):
      .sessionExpired(refreshError: error, originalError: originalError)
    case .excessiveRefresh: .excessiveRefresh(originalError: originalError)
    case .loggedOut: .loggedOut(originalError: originalError)
    case .refreshTimedOut: .refreshTimedOut(originalError: originalError)
    case .credentialStoreFailed(let error): .credentialStoreFailed(error: error)
    }
  }
}
