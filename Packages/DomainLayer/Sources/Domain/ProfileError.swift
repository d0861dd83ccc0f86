/// Why the profile could not be read or changed, phrased as what happens next.
///
/// `description` says what happened; `recovery` and `recoverySuggestion` say what the person
/// can do about it.
public enum ProfileError: LoginRequiringError {
  /// The phone number was refused; `reason` says why (see `PhoneNumberError`).
  case invalidPhoneNumber(reason: String)
  /// Onboarding is already complete, so there is no step left to complete.
  case onboardingAlreadyComplete
  /// The call needs a login that is missing, has ended or was refused (never a connectivity or
  /// storage failure: those are this error's own wrapping cases).
  case account(AccountError)
  /// The backend gave no usable answer.
  case connectivity(ConnectivityError)
  /// The stored login could not be read or written.
  case storage(StorageError)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .invalidPhoneNumber(let reason): "invalid phone number: \(reason)"
    case .onboardingAlreadyComplete: "onboarding is already complete"
    case .account(let error): error.description
    case .connectivity(let error): error.description
    case .storage(let error): error.description
    }
  }

  /// `.changeInput` for a refused number, `.none` when onboarding is over, otherwise the
  /// wrapped error's.
  public var recovery: Recovery {
    switch self {
    case .invalidPhoneNumber: .changeInput
    case .onboardingAlreadyComplete: .none
    case .account(let error): error.recovery
    case .connectivity(let error): error.recovery
    case .storage(let error): error.recovery
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .invalidPhoneNumber:
      "Give a number such as 080-1234-5678, or +44 20 7946 0958 from abroad."
    case .onboardingAlreadyComplete: "Nothing is left to do."
    case .account(let error): error.recoverySuggestion
    case .connectivity(let error): error.recoverySuggestion
    case .storage(let error): error.recoverySuggestion
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  public var analyticsName: String {
    switch self {
    case .invalidPhoneNumber: "phone_number_refused"
    case .onboardingAlreadyComplete: "onboarding_already_complete"
    case .account(let error): error.analyticsName
    case .connectivity(let error): error.analyticsName
    case .storage(let error): error.analyticsName
    }
  }

  /// The wrapped connectivity failure, if that is what this is.
  public var connectivity: ConnectivityError? {
    if case .connectivity(let error) = self { error } else { nil }
  }
}
