import Domain
import Repository

extension ProfileError {
  /// Maps a data-layer failure of a profile call to what the person can do about it; the one
  /// place this happens for the profile.
  ///
  /// A phone number the backend refuses becomes `.invalidPhoneNumber` with its explanation;
  /// every other failure means what it means for any call that needs a login, mapped in one step
  /// (`LoginCallFailure`).
  init(_ error: RepositoryError) {
    if case .rejected(.invalidPhoneNumber(let message)) = error {
      self = .invalidPhoneNumber(reason: message)
    } else {
      self.init(loginCallFailure: error)
    }
  }
}
