import Domain
import ViewModel

/// `conf onboarding next [--reminder <minutes>|off]`: completes the current onboarding step; at
/// the notifications step, `--reminder` chooses the reminder lead time.
struct OnboardingNextCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories
  /// Makes the view model that keeps the reminder lead time chosen at the notifications step;
  /// `nil` keeps none.
  let makeReminderViewModel: (@MainActor @Sendable () -> ReminderViewModel)?

  private static let reminderOption = ReminderOption.option(
    name: "reminder",
    help: "At the notifications step: remind this many minutes before each bookmarked session "
      + "(0 to \(ReminderLeadTime.maximumMinutes), or off; default 10). 'conf reminder' changes it later."
  )

  let configuration = CommandConfiguration(
    name: "onboarding next",
    abstract: "Complete the current onboarding step.",
    discussion: """
      Moves to the next step; after notifications, onboarding is complete. At the notifications \
      step, --reminder chooses how long before each bookmarked session you are reminded. When \
      onboarding is already complete, this says so and changes nothing. Needs a login (see \
      'conf login').
      """,
    options: [Self.reminderOption],
    exitCodes: [.dataError, .unavailable, .noPermission, .inputOutputError],
    examples: [
      CommandExample("Complete the current step", "conf onboarding next"),
      CommandExample(
        "At notifications: reminders 15 minutes before", "conf onboarding next --reminder 15"),
    ], requires: [.accounts])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    _ = try arguments[Self.reminderOption]
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
    let chosen = try arguments[Self.reminderOption]
    if chosen != nil, viewModel.currentStep != .notifications {
      throw UsageError(
        "--reminder is for the notifications step; onboarding is at "
          + (viewModel.currentStep.map { "'\($0)'" } ?? "no step")
          + " (change the lead time with: conf reminder <minutes>)")
    }
    var reminder: ReminderLeadTime? = nil
    if viewModel.currentStep == .notifications, let makeReminderViewModel {
      let reminders = makeReminderViewModel()
      await reminders.set(chosen ?? .standard)
      switch reminders.state {
      case .loaded(let lead): reminder = lead
      case .failed(let error): return context.fail(with: error)
      case .idle, .loading:
        return context.failInternally("the reminder finished in state \(reminders.state)")
      }
    }
    await viewModel.completeCurrentStep()
    switch viewModel.state {
    case .advanced(let from, .done):
      context.console.writeLine("Completed '\(from)'. Onboarding is complete.")
      if let reminder {
        context.console.writeLine(
          ReminderViewModel.sentence(for: reminder) + " Change it with: conf reminder <minutes|off>"
        )
      }
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
