/// Where a new account is in onboarding: welcome, then profile, then notifications, then done.
///
/// Steps only move forward, one at a time (`next`); the raw values are the backend's names.
public enum OnboardingStep: String, Sendable, Hashable, CaseIterable, Comparable,
  CustomStringConvertible
{
  /// The greeting; where every new account starts.
  case welcome
  /// Filling in the profile.
  case profile
  /// Choosing notifications.
  case notifications
  /// Onboarding is complete.
  case done

  /// The steps a person goes through, in order: every step but `.done`.
  public static var stepsToComplete: [OnboardingStep] {
    allCases.filter { $0 != .done }
  }

  /// The step that follows, or `nil` after `.done`.
  public var next: OnboardingStep? {
    let steps = Self.allCases
    guard let index = steps.firstIndex(of: self), index + 1 < steps.endIndex else { return nil }
    return steps[index + 1]
  }

  /// The step's position from 1 (`welcome`) to 4 (`done`).
  public var number: Int {
    (Self.allCases.firstIndex(of: self) ?? 0) + 1
  }

  /// The backend's name, for example `welcome`.
  public var description: String {
    rawValue
  }

  /// Orders steps as onboarding goes through them.
  public static func < (lhs: OnboardingStep, rhs: OnboardingStep) -> Bool {
    lhs.number < rhs.number
  }
}
