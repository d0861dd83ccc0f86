import Domain
import Foundation
import ViewModel

/// `conf status [--json]`: who is logged in, and when the access token expires.
struct StatusCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories

  let configuration = CommandConfiguration(
    name: "status",
    abstract: "Show whether you are logged in, and as whom.",
    discussion: """
      The stored login is checked with the backend first and renewed when it is about to \
      expire. The access token's expiry is shown in UTC, rounded to the minute; no token is \
      ever shown.
      """,
    options: [
      OptionDefinition(
        name: "json", shortName: "j", help: "Print JSON instead of text (see docs/cli.md).")
    ],
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Who is logged in", "conf status"),
      CommandExample("The same as JSON", "conf status --json"),
    ])

  /// The labels' column width: `Token expires:` plus two spaces.
  private let labelWidth = 16

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let appState = await context.startApp(factories.makeAppStateController)
    if case .error(let error) = appState.state {
      return context.fail(with: error)
    }
    let viewModel = factories.makeStatusViewModel(appState)
    await viewModel.load()
    switch viewModel.state {
    case .loaded(let content):
      return context.show(
        arguments, json: Self.json(content),
        text: { render(content, in: context) })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the status finished in state \(viewModel.state)")
    }
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(_ content: StatusViewModel.Content) -> JSONValue {
    let formatter = ConferenceTimeFormatter(timeZone: .gmt)
    return .object([
      "state": .string(content.appState.kind.rawValue),
      "user": content.user.map(JSONValue.account) ?? .null,
      "onboarding_step": .optional(content.user?.onboardingStep.rawValue),
      "logout_reason": .optional(content.logoutReason?.name),
      "access_token_expires_at": .optional(
        content.accessTokenExpiresAt.map(formatter.timestamp(of:))),
    ])
  }

  private func render(_ content: StatusViewModel.Content, in context: CommandContext) {
    let console = context.console
    let now = context.now
    var fields: [(String, String)] = []
    switch content.appState {
    case .authenticated:
      fields.append(("State:", "logged in"))
    case .onboarding(let user):
      fields.append(("State:", "logged in, onboarding at \(user.onboardingStep.progress)"))
    case .unauthenticated, .loading, .error:
      switch content.logoutReason {
      case .expired: fields.append(("State:", "logged out (the session expired)"))
      case .credentialsRefused:
        fields.append(("State:", "logged out (the stored login was refused)"))
      case nil: fields.append(("State:", "logged out"))
      }
    }
    if let user = content.user {
      fields.append(("User:", user.displayLine))
    }
    if let expiresAt = content.accessTokenExpiresAt {
      let formatter = ConferenceTimeFormatter(timeZone: .gmt)
      let relative = ElapsedTimeFormatter.relative(from: now, to: expiresAt)
      fields.append(
        (
          "Token expires:",
          "\(formatter.day(of: expiresAt)) \(formatter.time(of: expiresAt)) UTC (\(relative))"
        ))
    }
    for (label, value) in fields {
      for (index, line) in value.wrapped(toDisplayWidth: max(console.width - labelWidth, 20))
        .enumerated()
      {
        let prefix = index == 0 ? label : ""
        console.writeLine(prefix.padded(toDisplayWidth: labelWidth) + line)
      }
    }
    if !content.appState.isLoggedIn {
      console.writeLine()
      console.writeLine("To log in, \(context.logInHint)")
    }
  }
}
