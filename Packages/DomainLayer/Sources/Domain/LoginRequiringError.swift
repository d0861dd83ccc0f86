/// A feature error of calls that need a login: besides its own cases it wraps the login
/// problems (`SessionError`), connectivity and storage failures, always the same way.
///
/// `ProfileError`, `BookmarkError` and `TicketError` conform; their wrapping cases witness the
/// requirements, and `init(_:)` lifts a `SessionError` into them once, here.
public protocol LoginRequiringError: DomainError {
  /// The call needs a login that is missing, has ended or was refused.
  static func session(_ error: SessionError) -> Self
  /// The backend gave no usable answer.
  static func connectivity(_ error: ConnectivityError) -> Self
  /// The stored login could not be read or written.
  static func storage(_ error: StorageError) -> Self
}

extension LoginRequiringError {
  /// The feature failure a session failure means: login problems stay `.session(_)`, a
  /// connectivity or storage failure is wrapped as the feature's own.
  public init(_ error: SessionError) {
    switch error {
    case .connectivity(let failure): self = .connectivity(failure)
    case .storage(let failure): self = .storage(failure)
    case .notLoggedIn, .expired, .invalidCredentials, .credentialsRefused: self = .session(error)
    }
  }

  /// The feature failure a session check that could not be made means: its connectivity or
  /// storage failure, as the feature's own.
  public init(_ error: AppError) {
    switch error {
    case .connectivity(let failure): self = .connectivity(failure)
    case .storage(let failure): self = .storage(failure)
    }
  }
}
