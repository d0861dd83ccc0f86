import Domain
import Entity

/// Sample accounts shared by the account tests.
enum AccountFixtures {
  static func adaEntity(
    phoneNumber: String? = "+818012345678", onboardingStep: String = "done"
  ) -> ProfileEntity {
    ProfileEntity(
      id: "u-ada", displayName: "Ada Lovelace", email: "ada@example.com",
      phoneNumber: phoneNumber, onboardingStep: onboardingStep)
  }

  static func ada(
    phoneNumber: PhoneNumber? = number("+818012345678"), onboardingStep: OnboardingStep = .done
  ) -> User {
    User(
      id: "u-ada", displayName: "Ada Lovelace", email: email("ada@example.com"),
      phoneNumber: phoneNumber, onboardingStep: onboardingStep)
  }

  static func email(_ text: String) -> EmailAddress {
    guard let email = try? EmailAddress(text) else {
      preconditionFailure("fixture email \(text) is valid")
    }
    return email
  }

  static func number(_ text: String) -> PhoneNumber {
    guard let number = try? PhoneNumber(text) else {
      preconditionFailure("fixture number \(text) is valid")
    }
    return number
  }
}
