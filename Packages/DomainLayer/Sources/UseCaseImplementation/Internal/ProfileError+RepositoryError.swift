import Domain
import Repository

extension ProfileError {
  /// Maps a data-layer failure of a profile call to what the person can do about it; the one
  /// place this happens.
  ///
  /// A 422 `invalid_phone_number` answer becomes `.invalidPhoneNumber` with the backend's
  /// message; login problems become `.session(_)`.
  init(_ error: RepositoryError) {
    if case .rejected(_, "invalid_phone_number", let message) = error {
      self = .invalidPhoneNumber(reason: message)
    } else {
      self.init(SessionError(error))
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  var analyticsName: String {
    switch self {
    case .invalidPhoneNumber: "invalid_phone_number"
    case .onboardingAlreadyComplete: "onboarding_already_complete"
    case .session(let error): error.analyticsName
    case .offline: "offline"
    case .unavailable: "unavailable"
    }
  }
}
