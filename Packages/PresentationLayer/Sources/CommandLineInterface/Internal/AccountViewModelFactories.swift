import ViewModel

/// The view-model factories the account commands share.
struct AccountViewModelFactories: Sendable {
  let makeAppStateController: @MainActor @Sendable () -> AppStateController
  let makeLoginViewModel: @MainActor @Sendable (AppStateController) -> LoginViewModel
  let makeStatusViewModel: @MainActor @Sendable (AppStateController) -> StatusViewModel
  let makeProfileViewModel: @MainActor @Sendable (AppStateController) -> ProfileViewModel
  let makeOnboardingViewModel: @MainActor @Sendable (AppStateController) -> OnboardingViewModel
}
