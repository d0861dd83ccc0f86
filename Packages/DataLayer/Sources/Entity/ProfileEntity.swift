/// The logged-in person's profile (`GET /v1/me`, and the answer to the `PUT /v1/me/...` calls).
public struct ProfileEntity: Codable, Sendable, Equatable, Identifiable {
  /// The account identifier.
  public let id: String
  /// The name shown to others.
  public let displayName: String
  /// The account's email address.
  public let email: String
  /// The phone number as stored by the server (E.164, for example `+81312345678`), when set.
  public let phoneNumber: String?
  /// Where onboarding stands, for example `welcome`; the server names the steps.
  public let onboardingStep: String

  /// Creates a profile.
  public init(
    id: String, displayName: String, email: String, phoneNumber: String?, onboardingStep: String
  ) {
    self.id = id
    self.displayName = displayName
    self.email = email
    self.phoneNumber = phoneNumber
    self.onboardingStep = onboardingStep
  }

  enum CodingKeys: String, CodingKey {
    case id, email
    case displayName = "display_name"
    case phoneNumber = "phone_number"
    case onboardingStep = "onboarding_step"
  }
}
