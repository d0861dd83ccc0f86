public import Domain

extension LoginViewModel {
  /// Why a login was not sent: what was typed cannot be a login. A login the backend or the
  /// local store turned down is a `AccountError` instead (`State.failed`).
  public enum InputProblem: Sendable, Equatable {
    /// The email address is malformed.
    case invalidEmail(EmailAddressError)
    /// The password is empty.
    case emptyPassword

    /// What happened, in one line without a trailing period.
    public var message: String {
      switch self {
      case .invalidEmail(let error): "invalid email address: \(error)"
      case .emptyPassword: "the password is empty"
      }
    }

    /// What to do next, as one sentence.
    public var recoverySuggestion: String {
      switch self {
      case .invalidEmail: "Give the address the account was registered with."
      case .emptyPassword: "Give the account's password."
      }
    }
  }
}
