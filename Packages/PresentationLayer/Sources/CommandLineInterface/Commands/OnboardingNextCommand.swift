import Domain
import ViewModel

/// `conf onboarding next`: completes the current onboarding step.
struct OnboardingNextCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories

  let configuration = CommandConfiguration(
    name: "onboarding next",
    abstract: "Complete the current onboarding step.",
    discussion: """
      Moves to the next step; after notifications, onboarding is complete. When it already is, \
      this says so and changes nothing. Needs a login (see 'conf login').
      """,
    exitCodes: [.dataError, .unavailable, .noPermission],
    examples: [CommandExample("Complete the current step", "conf onboarding next")])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let appState = await context.startApp(factories.makeAppStateController)
    if let problem = appState.sessionProblem {
      return context.fail(with: problem)
    }
    let viewModel = factories.makeOnboardingViewModel(appState)
    await viewModel.completeCurrentStep()
    switch viewModel.state {
    case .advanced(let from, .done):
      context.console.writeLine("Completed '\(from)'. Onboarding is complete.")
    case .advanced(let from, let to):
      context.console.writeLine("Completed '\(from)'. Onboarding is at \(to.progress).")
    case .failed(.onboardingAlreadyComplete):
      context.console.writeLine("Onboarding is already complete.")
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .completing:
      return context.failInternally("onboarding finished in state \(viewModel.state)")
    }
    return .success
  }
}
