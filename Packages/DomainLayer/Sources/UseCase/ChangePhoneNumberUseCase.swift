public import Domain

/// Changes the logged-in person's phone number.
///
/// Call it like a function: `try await changePhoneNumber(to: number)`.
public protocol ChangePhoneNumberUseCase: Sendable {
  /// Sets the phone number to `newNumber` and returns the updated profile.
  ///
  /// - Throws: `.invalidPhoneNumber(reason:)` when the backend refuses the number, `.session(_)`
  ///   when no one is logged in or the session expired, `.offline` when the backend is
  ///   unreachable, `.unavailable` for any other failure.
  @discardableResult
  func callAsFunction(to newNumber: PhoneNumber) async throws(ProfileError) -> User
}
