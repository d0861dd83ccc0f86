/// Why the profile could not be read or changed, phrased as what happens next.
///
/// `description` says what happened; `recoverySuggestion` says what the person can do about it.
public enum ProfileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The phone number was refused; `reason` says why (see `PhoneNumberError`).
  case invalidPhoneNumber(reason: String)
  /// Onboarding is already complete, so there is no step left to complete.
  case onboardingAlreadyComplete
  /// The call needs a login that is missing or has ended.
  case session(SessionError)
  /// The backend cannot be reached.
  case offline
  /// The backend failed, or answered something unreadable; `reason` says how.
  case unavailable(reason: String)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .invalidPhoneNumber(let reason): "invalid phone number: \(reason)"
    case .onboardingAlreadyComplete: "onboarding is already complete"
    case .session(let error): error.description
    case .offline: "the conference backend cannot be reached"
    case .unavailable(let reason): "the profile is unavailable: \(reason)"
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .invalidPhoneNumber:
      "Give a Japanese number such as 080-1234-5678 or +81 80 1234 5678."
    case .onboardingAlreadyComplete: "Nothing is left to do."
    case .session(let error): error.recoverySuggestion
    case .offline: "Check the network connection and try again."
    case .unavailable: "Try again in a few minutes."
    }
  }

  /// Whether trying the same thing again later may succeed.
  public var canRetry: Bool {
    switch self {
    case .offline, .unavailable: true
    case .session(let error): error.canRetry
    case .invalidPhoneNumber, .onboardingAlreadyComplete: false
    }
  }
}
