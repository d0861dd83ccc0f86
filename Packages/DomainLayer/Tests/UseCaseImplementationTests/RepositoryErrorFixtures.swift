import Repository

/// Names every `RepositoryError` case, so the mapping tests can check that their tables walk
/// them all.
enum RepositoryErrorFixtures {
  /// The name of `error`'s case. The switch has no `default`: a new case fails to compile here
  /// until it is named (add it to `allCaseNames` too), and then every mapping table that misses
  /// it fails its coverage test.
  static func caseName(_ error: RepositoryError) -> String {
    switch error {
    case .offline: "offline"
    case .cancelled: "cancelled"
    case .invalidRequest: "invalidRequest"
    case .unknownEndpoint: "unknownEndpoint"
    case .notFound: "notFound"
    case .rejected: "rejected"
    case .notYetOpen: "notYetOpen"
    case .serverFailure: "serverFailure"
    case .unreadableResponse: "unreadableResponse"
    case .storage: "storage"
    case .storageFull: "storageFull"
    case .notAuthenticated: "notAuthenticated"
    case .loginExpired: "loginExpired"
    case .invalidCredentials: "invalidCredentials"
    case .credentialsRefused: "credentialsRefused"
    }
  }

  /// The name of every case `caseName(_:)` knows.
  static let allCaseNames: Set<String> = [
    "offline", "cancelled", "invalidRequest", "unknownEndpoint", "notFound", "rejected",
    "notYetOpen", "serverFailure", "unreadableResponse", "storage", "storageFull",
    "notAuthenticated", "loginExpired", "invalidCredentials", "credentialsRefused",
  ]
}
