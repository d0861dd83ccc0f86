import Repository

extension RepositoryError {
  /// What failed, worded for a domain error's `.unavailable(reason:)`.
  var unavailableReason: String {
    switch self {
    case .notFound(let code):
      "the backend has no such resource (\(code))"
    case .rejected(let status, let code, let message):
      "the backend refused the request (\(status) \(code)): \(message)"
    case .serverFailure(let reason):
      "the backend failed: \(reason)"
    case .storage(let reason):
      "the local store failed: \(reason)"
    default:
      description
    }
  }
}
