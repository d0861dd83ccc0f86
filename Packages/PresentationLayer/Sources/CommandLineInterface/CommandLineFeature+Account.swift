public import ViewModel

extension CommandLineFeature {
  /// Accounts: `conf login`, `logout`, `status`, `profile` (with `set-phone`) and `onboarding`
  /// (with `next`).
  ///
  /// Each run makes one `AppStateController` with `makeAppStateController`, initializes it when
  /// the command needs the stored login, and hands it to the view models' factories.
  /// `makeReminderViewModel` keeps the lead time chosen at the notifications step
  /// (`conf onboarding next --reminder`).
  public static func account(
    makeAppStateController: @escaping @MainActor @Sendable () -> AppStateController,
    makeLoginViewModel: @escaping @MainActor @Sendable (AppStateController) -> LoginViewModel,
    makeStatusViewModel: @escaping @MainActor @Sendable (AppStateController) -> StatusViewModel,
    makeProfileViewModel: @escaping @MainActor @Sendable (AppStateController) -> ProfileViewModel,
    makeOnboardingViewModel:
      @escaping @MainActor @Sendable (AppStateController) -> OnboardingViewModel,
    makeReminderViewModel: (@MainActor @Sendable () -> ReminderViewModel)? = nil
  ) -> CommandLineFeature {
    let factories = AccountViewModelFactories(
      makeAppStateController: makeAppStateController, makeLoginViewModel: makeLoginViewModel,
      makeStatusViewModel: makeStatusViewModel, makeProfileViewModel: makeProfileViewModel,
      makeOnboardingViewModel: makeOnboardingViewModel)
    return CommandLineFeature {
      [
        LoginCommand(factories: factories),
        LogoutCommand(factories: factories),
        StatusCommand(factories: factories),
        ProfileCommand(factories: factories),
        OnboardingCommand(factories: factories, makeReminderViewModel: makeReminderViewModel),
      ]
    }
  }
}
