import ViewModel

/// What the bookmark and ticket commands make once per run.
struct LoggedInViewModelFactories<ViewModel>: Sendable {
  let makeAppStateController: @MainActor @Sendable () -> AppStateController
  let makeViewModel: @MainActor @Sendable (AppStateController) -> ViewModel
}
