public import ViewModel

/// What the commands need from the app: a factory per view model, and the version.
///
/// The composition root builds this once; each command asks for fresh view models. The account
/// commands first make an `AppStateController` (`makeAppStateController`), initialize it, and
/// hand it to the account view models' factories.
public struct CLIDependencies: Sendable {
  /// The version `conf --version` prints, for example `1.0.0`.
  public var version: String
  /// Makes the view model behind `conf timetable`.
  public var makeTimetableViewModel: @MainActor @Sendable () -> TimetableViewModel
  /// Makes the view model behind `conf session`.
  public var makeSessionDetailViewModel: @MainActor @Sendable () -> SessionDetailViewModel
  /// Makes the view model behind `conf search`.
  public var makeSearchViewModel: @MainActor @Sendable () -> SearchViewModel
  /// Makes the app-state controller every account command runs through (one per run).
  public var makeAppStateController: @MainActor @Sendable () -> AppStateController
  /// Makes the view model behind `conf login`, logging in through the given controller.
  public var makeLoginViewModel: @MainActor @Sendable (AppStateController) -> LoginViewModel
  /// Makes the view model behind `conf status`, reporting the given controller's state.
  public var makeStatusViewModel: @MainActor @Sendable (AppStateController) -> StatusViewModel
  /// Makes the view model behind `conf profile` and `conf profile set-phone`.
  public var makeProfileViewModel: @MainActor @Sendable (AppStateController) -> ProfileViewModel
  /// Makes the view model behind `conf onboarding` and `conf onboarding next`.
  public var makeOnboardingViewModel:
    @MainActor @Sendable (AppStateController) -> OnboardingViewModel

  /// Creates the dependencies.
  public init(
    version: String,
    makeTimetableViewModel: @escaping @MainActor @Sendable () -> TimetableViewModel,
    makeSessionDetailViewModel: @escaping @MainActor @Sendable () -> SessionDetailViewModel,
    makeSearchViewModel: @escaping @MainActor @Sendable () -> SearchViewModel,
    makeAppStateController: @escaping @MainActor @Sendable () -> AppStateController,
    makeLoginViewModel: @escaping @MainActor @Sendable (AppStateController) -> LoginViewModel,
    makeStatusViewModel: @escaping @MainActor @Sendable (AppStateController) -> StatusViewModel,
    makeProfileViewModel: @escaping @MainActor @Sendable (AppStateController) -> ProfileViewModel,
    makeOnboardingViewModel:
      @escaping @MainActor @Sendable (AppStateController) -> OnboardingViewModel
  ) {
    self.version = version
    self.makeTimetableViewModel = makeTimetableViewModel
    self.makeSessionDetailViewModel = makeSessionDetailViewModel
    self.makeSearchViewModel = makeSearchViewModel
    self.makeAppStateController = makeAppStateController
    self.makeLoginViewModel = makeLoginViewModel
    self.makeStatusViewModel = makeStatusViewModel
    self.makeProfileViewModel = makeProfileViewModel
    self.makeOnboardingViewModel = makeOnboardingViewModel
  }
}
