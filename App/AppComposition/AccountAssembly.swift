import CommandLineInterface
import Repository
import RepositoryImplementation
import UseCaseImplementation
import ViewModel

/// The account feature, assembled in one place: its use cases (log in and out, restore, status,
/// profile, phone number, onboarding), the app-state controller, its view-model factories and
/// its commands.
struct AccountAssembly {
  /// The feature's commands, ready for `CommandLineFeatures`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs.
  ///
  /// - Parameters:
  ///   - setup: Prepares the services every feature is built on, once a command runs.
  ///   - reminders: Keeps the lead time chosen at onboarding's notifications step.
  ///   - warn: Receives rejected app-state transitions, as one-line warnings.
  init(
    setup: AppServices.Setup, reminders: RemindersAssembly,
    warn: @escaping @Sendable (String) -> Void
  ) {
    commandLine = .account(
      makeAppStateController: Self.makeAppStateController(setup: setup, warn: warn),
      makeLoginViewModel: { Self.makeLoginViewModel(services: setup.services, appState: $0) },
      makeStatusViewModel: {
        let services = setup.services
        return StatusViewModel(
          appState: $0,
          getLoginStatus: GetLoginStatusUseCaseImplementation(
            repository: AuthenticationRepositoryImplementation(session: services.account)),
          analytics: services.analytics, now: services.now)
      },
      makeProfileViewModel: { Self.makeProfileViewModel(services: setup.services, appState: $0) },
      makeOnboardingViewModel: {
        Self.makeOnboardingViewModel(services: setup.services, appState: $0)
      }, makeReminderViewModel: { reminders.makeReminderViewModel() })
  }

  /// The login screen's view model.
  @MainActor
  static func makeLoginViewModel(
    services: AppServices, appState: AppStateController
  ) -> LoginViewModel {
    LoginViewModel(appState: appState, analytics: services.analytics, now: services.now)
  }

  /// The profile screen's view model (profile and phone number).
  @MainActor
  static func makeProfileViewModel(
    services: AppServices, appState: AppStateController
  ) -> ProfileViewModel {
    let profiles = ProfileRepositoryImplementation(session: services.account)
    return ProfileViewModel(
      getProfile: GetProfileUseCaseImplementation(repository: profiles),
      changePhoneNumber: ChangePhoneNumberUseCaseImplementation(
        repository: profiles, analytics: services.analytics, now: services.now),
      appState: appState, analytics: services.analytics, now: services.now)
  }

  /// The onboarding screen's view model.
  @MainActor
  static func makeOnboardingViewModel(
    services: AppServices, appState: AppStateController
  ) -> OnboardingViewModel {
    OnboardingViewModel(
      completeOnboardingStep: CompleteOnboardingStepUseCaseImplementation(
        repository: ProfileRepositoryImplementation(session: services.account),
        analytics: services.analytics, now: services.now),
      appState: appState, analytics: services.analytics, now: services.now)
  }

  /// Makes the app-state controller every account command runs through (one per run); the
  /// bookmark and ticket features use it too.
  static func makeAppStateController(
    setup: AppServices.Setup, warn: @escaping @Sendable (String) -> Void
  ) -> @MainActor @Sendable () -> AppStateController {
    { makeAppStateController(services: setup.services, warn: warn) }
  }

  /// The app-state controller over `services`: for `conf app` opened again on another
  /// conference.
  @MainActor
  static func makeAppStateController(
    services: AppServices, warn: @escaping @Sendable (String) -> Void
  ) -> AppStateController {
    let authentication = AuthenticationRepositoryImplementation(session: services.account)
    return AppStateController(
      restoreSession: RestoreLoginUseCaseImplementation(
        repository: authentication, analytics: services.analytics, now: services.now),
      logIn: LogInUseCaseImplementation(
        repository: authentication, analytics: services.analytics, now: services.now),
      logOut: LogOutUseCaseImplementation(
        repository: authentication, analytics: services.analytics, now: services.now),
      log: { entry in
        if case .rejected = entry { warn(entry.description) }
      })
  }
}
