/// What a waiter asks for.
enum LeaseRequest: Sendable {
  /// A token to send (the start of a call).
  case acquisition
  /// A token to retry with, after the server rejected `lease` with `originalError`.
  case recovery(from: TokenLease, originalError: any Error)

  var originalError: (any Error)? {
    switch self {
    case .acquisition: nil
    case .recovery(_, let originalError): originalError
    }
  }
}
