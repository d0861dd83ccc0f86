public import Domain

/// Changes the logged-in person's phone number.
///
/// Call it like a function: `try await changePhoneNumber(to: number)`.
public protocol ChangePhoneNumberUseCase: Sendable {
  /// Sets the phone number to `newNumber` and returns the updated profile.
  ///
  /// - Throws: `.invalidPhoneNumber(reason:)` when the backend refuses the number, `.account(_)`
  ///   when no one is logged in or the login expired, `.connectivity(_)` when the
  ///   backend gives no usable answer, `.storage(_)` when the stored login cannot be used.
  @discardableResult
  func callAsFunction(to newNumber: PhoneNumber) async throws(ProfileError) -> User
}
