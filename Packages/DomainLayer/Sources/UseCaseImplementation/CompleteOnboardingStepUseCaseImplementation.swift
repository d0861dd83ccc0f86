public import Analytics
public import Domain
public import Foundation
public import Repository
public import UseCase

/// Completes an onboarding step through a `ProfileRepository` by recording the next step.
///
/// Completing `.done` fails with `.onboardingAlreadyComplete` without asking the repository.
/// Records the domain event `onboarding_step_completed` (properties `step`, `next_step`) on
/// success and `onboarding_step_failed` (`step`, `error`) on failure.
public struct CompleteOnboardingStepUseCaseImplementation: CompleteOnboardingStepUseCase {
  private let repository: any ProfileRepository
  private let events: DomainEventRecorder
  private let mapper = UserMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Records the step reached.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any ProfileRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// Completes `step`; see `CompleteOnboardingStepUseCase`.
  @discardableResult
  public func callAsFunction(_ step: OnboardingStep) async throws(ProfileError) -> User {
    do throws(ProfileError) {
      let user = try await complete(step)
      events.record(
        .onboardingStepCompleted,
        ["step": step.rawValue, "next_step": user.onboardingStep.rawValue])
      return user
    } catch {
      events.record(
        .onboardingStepFailed, ["step": step.rawValue, "error": error.analyticsName])
      throw error
    }
  }

  private func complete(_ step: OnboardingStep) async throws(ProfileError) -> User {
    guard let next = step.next else { throw .onboardingAlreadyComplete }
    let user = try await mapper.user { () throws(RepositoryError) in
      try await repository.setOnboardingStep(next.rawValue)
    }
    guard user.onboardingStep == next else {
      throw .connectivity(
        .incompatible(
          reason: "asked for onboarding step '\(next)' but the backend recorded "
            + "'\(user.onboardingStep)'"))
    }
    return user
  }
}
