import Analytics
import CommandLineInterface
import Foundation
import Repository
import UseCaseImplementation
import ViewModel

/// The account feature, assembled in one place: its use cases (log in and out, restore, status,
/// profile, phone number, onboarding), the app-state controller, its view-model factories and
/// its commands.
struct AccountFeature {
  /// The feature's commands, ready for `CLIDependencies.features`.
  let commandLine: CommandLineFeature

  /// Builds the feature on its repositories, recording events to `analytics` stamped by `now`.
  ///
  /// - Parameter warn: Receives rejected app-state transitions, as one-line warnings.
  init(
    authentication: any AuthenticationRepository, profiles: any ProfileRepository,
    analytics: any AnalyticsTracking, now: @escaping @Sendable () -> Date,
    warn: @escaping @Sendable (String) -> Void
  ) {
    let restoreSession = RestoreSessionUseCaseImplementation(
      repository: authentication, analytics: analytics, now: now)
    let logIn = LogInUseCaseImplementation(
      repository: authentication, analytics: analytics, now: now)
    let logOut = LogOutUseCaseImplementation(
      repository: authentication, analytics: analytics, now: now)
    let getLoginStatus = GetLoginStatusUseCaseImplementation(repository: authentication)
    let getProfile = GetProfileUseCaseImplementation(repository: profiles)
    let changePhoneNumber = ChangePhoneNumberUseCaseImplementation(
      repository: profiles, analytics: analytics, now: now)
    let completeOnboardingStep = CompleteOnboardingStepUseCaseImplementation(
      repository: profiles, analytics: analytics, now: now)
    commandLine = .account(
      makeAppStateController: {
        AppStateController(
          restoreSession: restoreSession, logIn: logIn, logOut: logOut,
          log: { entry in
            if case .rejected = entry { warn(entry.description) }
          })
      },
      makeLoginViewModel: { LoginViewModel(appState: $0, analytics: analytics, now: now) },
      makeStatusViewModel: {
        StatusViewModel(
          appState: $0, getLoginStatus: getLoginStatus, analytics: analytics, now: now)
      },
      makeProfileViewModel: {
        ProfileViewModel(
          getProfile: getProfile, changePhoneNumber: changePhoneNumber, appState: $0,
          analytics: analytics, now: now)
      },
      makeOnboardingViewModel: {
        OnboardingViewModel(
          completeOnboardingStep: completeOnboardingStep, appState: $0, analytics: analytics,
          now: now)
      })
  }
}
