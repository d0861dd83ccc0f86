import Domain
import ViewModel

/// `conf reminder [<minutes>|off]`: shows or sets how long before each bookmarked session you
/// are reminded (`conf schedule --ics`'s alarms, `conf app`'s notice).
struct ReminderCommand: Command {
  /// Makes the view model that reads and keeps the lead time, once per run.
  let makeViewModel: @MainActor @Sendable () -> ReminderViewModel

  static let minutes = ArgumentDefinition(
    name: "minutes", help: "Minutes from 0 to \(ReminderLeadTime.maximumMinutes), or off.",
    isOptional: true, completion: .words(ReminderOption.suggestedValues))

  let configuration = CommandConfiguration(
    name: "reminder",
    abstract: "Show or set how long before a bookmarked session you are reminded.",
    discussion: """
      The lead time is kept on this device (onboarding's notifications step sets it first; \
      10 minutes until then). 'conf schedule --ics' puts an alarm that long before each \
      bookmarked session, and 'conf app' shows a notice. CONF_REMINDER, and --alarm on \
      'conf schedule', win over it for one run.
      """,
    arguments: [
      Self.minutes
    ],
    exitCodes: [.inputOutputError],
    examples: [
      CommandExample("What it is now", "conf reminder"),
      CommandExample("A quarter of an hour before", "conf reminder 15"),
      CommandExample("No reminders", "conf reminder off"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if let text = arguments[Self.minutes] {
      _ = try ReminderOption.lead(text, for: Self.minutes.label)
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let viewModel = makeViewModel()
    if let lead = arguments[Self.minutes].flatMap(ReminderLeadTime.init(parsing:)) {
      await viewModel.set(lead)
    } else {
      await viewModel.load()
    }
    switch viewModel.state {
    case .loaded(let lead):
      context.console.writeLine(ReminderViewModel.sentence(for: lead))
      return .success
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the reminder finished in state \(viewModel.state)")
    }
  }
}
