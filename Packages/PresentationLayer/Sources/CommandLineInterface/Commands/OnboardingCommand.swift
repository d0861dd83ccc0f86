import Domain
import ViewModel

/// `conf onboarding`: where onboarding stands; `conf onboarding next` completes the step.
struct OnboardingCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories
  /// Makes the view model that keeps the reminder lead time chosen at the notifications step.
  let makeReminderViewModel: (@MainActor @Sendable () -> ReminderViewModel)?

  let configuration = CommandConfiguration(
    name: "onboarding",
    abstract: "Show your current onboarding step.",
    discussion: """
      New accounts go through the steps welcome, profile and notifications; 'conf onboarding \
      next' completes the current one. Needs a login (see 'conf login').
      """,
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Where onboarding stands", "conf onboarding"),
      CommandExample("Complete the current step", "conf onboarding next"),
    ], requires: [.accounts])

  var subcommands: [any Command] {
    [OnboardingNextCommand(factories: factories, makeReminderViewModel: makeReminderViewModel)]
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let appState = await context.startApp(factories.makeAppStateController)
    if let code = context.failedLoginCheck(of: appState, allowingOffline: false) {
      return code
    }
    if let problem = appState.accountProblem(as: ProfileError.self) {
      return context.fail(with: problem)
    }
    let viewModel = factories.makeOnboardingViewModel(appState)
    switch viewModel.currentStep {
    case .done:
      context.console.writeLine("Onboarding is complete.")
    case let step?:
      context.console.writeLine("Onboarding is at \(step.progress).")
      context.console.writeLine("When it is done, run: conf onboarding next")
    case nil:
      return context.failInternally("no onboarding step while logged in")
    }
    return .success
  }
}
