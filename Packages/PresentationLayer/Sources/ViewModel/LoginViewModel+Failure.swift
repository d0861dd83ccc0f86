public import Domain

extension LoginViewModel {
  /// Why a login did not work.
  public enum Failure: Sendable, Equatable {
    /// The email address is malformed; nothing was sent.
    case invalidEmail(EmailAddressError)
    /// The password is empty; nothing was sent.
    case emptyPassword
    /// The backend or the local store turned the login down.
    case session(SessionError)

    /// What happened, in one line without a trailing period.
    public var message: String {
      switch self {
      case .invalidEmail(let error): "invalid email address: \(error)"
      case .emptyPassword: "the password is empty"
      case .session(let error): error.description
      }
    }

    /// What to do next, as one sentence.
    public var recoverySuggestion: String {
      switch self {
      case .invalidEmail: "Give the address the account was registered with."
      case .emptyPassword: "Give the account's password."
      case .session(let error): error.recoverySuggestion
      }
    }
  }
}
