/// A feature error of calls that need a login: besides its own cases it wraps the login
/// problems (`AccountError`), connectivity and storage failures, always the same way.
///
/// `ProfileError`, `BookmarkError` and `TicketError` conform; their wrapping cases witness the
/// requirements, and `init(_:)` lifts an `AccountError` into them once, here.
public protocol LoginRequiringError: DomainError {
  /// The call needs a login that is missing, has ended or was refused.
  static func account(_ error: AccountError) -> Self
  /// The backend gave no usable answer.
  static func connectivity(_ error: ConnectivityError) -> Self
  /// The stored login could not be read or written.
  static func storage(_ error: StorageError) -> Self
}

extension LoginRequiringError {
  /// The feature failure a login failure means: login problems stay `.account(_)`, a
  /// connectivity or storage failure is wrapped as the feature's own.
  public init(_ error: AccountError) {
    switch error {
    case .connectivity(let failure): self = .connectivity(failure)
    case .storage(let failure): self = .storage(failure)
    case .notLoggedIn, .expired, .invalidCredentials, .credentialsRefused: self = .account(error)
    }
  }

  /// The feature failure a login check that could not be made means: its connectivity or
  /// storage failure, as the feature's own.
  public init(_ error: AppError) {
    switch error {
    case .connectivity(let failure): self = .connectivity(failure)
    case .storage(let failure): self = .storage(failure)
    }
  }
}
