public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// The onboarding screen: shows the current step and completes it.
///
/// Needs a login: while `AppStateController.accountProblem` is set, `completeCurrentStep()`
/// fails with it at once. Main-actor isolated; observe `state` and `currentStep`. Records the
/// presentation event `onboarding_next_submitted` (property `step`).
@MainActor
@Observable
public final class OnboardingViewModel {
  /// What the screen shows after an action.
  public private(set) var state: State = .idle

  @ObservationIgnored private let completeOnboardingStep: any CompleteOnboardingStepUseCase
  @ObservationIgnored private let appState: AppStateController
  @ObservationIgnored private let events: PresentationEventRecorder

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - completeOnboardingStep: Records a completed step.
  ///   - appState: Says where onboarding stands, and takes in each completed step.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock that stamps the events.
  public init(
    completeOnboardingStep: any CompleteOnboardingStepUseCase, appState: AppStateController,
    analytics: any AnalyticsTracking, now: @escaping @Sendable () -> Date
  ) {
    self.completeOnboardingStep = completeOnboardingStep
    self.appState = appState
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// The step the logged-in person is at (`.done` once onboarded), or `nil` when no one is
  /// logged in.
  public var currentStep: OnboardingStep? {
    switch appState.state {
    case .onboarding(let user): user.onboardingStep
    case .authenticated: .done
    case .loading, .unauthenticated, .error: nil
    }
  }

  /// Completes the current step, moving through `.completing` to `.advanced` or `.failed`; the
  /// app state follows (to `.authenticated` after the last step).
  ///
  /// Fails with `.onboardingAlreadyComplete` at once when onboarding is done.
  public func completeCurrentStep() async {
    var properties: [String: String] = [:]
    properties["step"] = currentStep?.rawValue
    events.record(.onboardingNextSubmitted, properties)
    if let problem = appState.accountProblem(as: ProfileError.self) {
      state = .failed(problem)
      return
    }
    guard let step = currentStep, step != .done else {
      state = .failed(.onboardingAlreadyComplete)
      return
    }
    state = .completing(step)
    do {
      let user = try await completeOnboardingStep(step)
      appState.update(user)
      state = .advanced(from: step, to: user.onboardingStep)
    } catch {
      if case .account(let accountError) = error {
        appState.handle(accountError)
      }
      state = .failed(error)
    }
  }
}
