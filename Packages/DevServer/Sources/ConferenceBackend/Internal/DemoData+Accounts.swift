extension DemoData {
  /// A demo account. The password hash is precomputed (PBKDF2-HMAC-SHA-256, 1 000 iterations,
  /// a fixed per-account salt) so that seeding stays fast and deterministic.
  struct Account: Sendable, Equatable {
    let id: String
    let email: String
    let displayName: String
    let passwordHash: String
    let phoneNumber: String?
    let onboardingStep: OnboardingStep
  }

  /// `ada@example.com` / `analytical-engine` (onboarded, with a phone number) and
  /// `new@example.com` / `first-day` (brand new).
  static let accounts = [
    Account(
      id: "usr-01", email: "ada@example.com", displayName: "Ada Lovelace",
      passwordHash:
        "pbkdf2-sha256$1000$M9uJ3rOAq_ymGFLl82oWBw$j_4ypFapANDBPIITd6Nw_cOBVpExl11Vmfk4Hj_4z8g",
      phoneNumber: "+818012345678", onboardingStep: .done),
    Account(
      id: "usr-02", email: "new@example.com", displayName: "New Attendee",
      passwordHash:
        "pbkdf2-sha256$1000$Rt8FcajkmoP0DrbX59zYsA$YoCH41ZfBljO_hlhqUEv4lhEKuuWRpXK4VH-9MeJ7Q4",
      phoneNumber: nil, onboardingStep: .welcome),
  ]
}
