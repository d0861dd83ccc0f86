/// What the person can do about a failure: the next step every domain error names.
///
/// Presentation code chooses wording, buttons and exit codes from it, so a new error case only
/// has to say which of these applies.
public enum Recovery: Sendable, Equatable, CaseIterable, CustomStringConvertible {
  /// Trying again later may work: the backend was unreachable or failed for a while.
  case retry
  /// The login has ended or is missing: log in (again), then repeat the action.
  case logInAgain
  /// The input was refused: change it and try again.
  case changeInput
  /// Nothing the person types or waits for fixes it (a damaged or unwritable file, a backend
  /// this app cannot use): the message says what to check, else report it.
  case contactSupport
  /// The disk is full: free some space, then do what the message says.
  case freeSpace
  /// Nothing to do: the action was cancelled or has nothing left to do.
  case none

  /// The recovery's stable `snake_case` name, for logs and tables.
  public var description: String {
    switch self {
    case .retry: "retry"
    case .logInAgain: "log_in_again"
    case .changeInput: "change_input"
    case .contactSupport: "contact_support"
    case .freeSpace: "free_space"
    case .none: "none"
    }
  }
}
