public import Domain
public import Entity

/// Turns a `ProfileEntity` from the API into a domain `User`.
///
/// Malformed input (no id, an unreadable email address or phone number, an unknown onboarding
/// step) throws `ConnectivityError.incompatible` naming the field but never its value, since a
/// profile holds personal data; it never traps. Each caller wraps it in its own feature error.
public struct UserMapper: Sendable {
  /// Creates a mapper.
  public init() {}

  /// The user that `entity` describes.
  ///
  /// - Throws: `ConnectivityError.incompatible(reason:)` for malformed input.
  public func user(from entity: ProfileEntity) throws(ConnectivityError) -> User {
    guard !entity.id.isEmpty else {
      throw .incompatible(reason: "a profile without an id was received")
    }
    let email: EmailAddress
    do {
      email = try EmailAddress(entity.email)
    } catch {
      throw malformed("email address", error.description)
    }
    var phoneNumber: PhoneNumber?
    if let text = entity.phoneNumber {
      do {
        phoneNumber = try PhoneNumber(text)
      } catch {
        throw malformed("phone number", error.description)
      }
    }
    guard let step = OnboardingStep(rawValue: entity.onboardingStep) else {
      let known = OnboardingStep.allCases.map(\.rawValue).joined(separator: ", ")
      throw malformed("onboarding step", "it is none of \(known)")
    }
    return User(
      id: User.ID(rawValue: entity.id), displayName: entity.displayName, email: email,
      phoneNumber: phoneNumber, onboardingStep: step)
  }

  private func malformed(_ field: String, _ reason: String) -> ConnectivityError {
    .incompatible(reason: "the profile has an unreadable \(field) (\(reason))")
  }
}
