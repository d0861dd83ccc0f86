import Domain

extension JSONValue {
  /// The person as `conf status --json` writes them (see docs/cli.md).
  static func account(_ user: User) -> JSONValue {
    .object([
      "id": .string(user.id.rawValue),
      "display_name": .string(user.displayName),
      "email": .string(user.email.rawValue),
    ])
  }

  /// The profile as `conf profile --json` writes it (see docs/cli.md).
  static func profile(_ user: User) -> JSONValue {
    .object([
      "id": .string(user.id.rawValue),
      "display_name": .string(user.displayName),
      "email": .string(user.email.rawValue),
      "phone_number": .optional(user.phoneNumber?.e164),
      "phone_number_formatted": .optional(user.phoneNumber?.formatted),
      "onboarding_step": .string(user.onboardingStep.rawValue),
    ])
  }
}
