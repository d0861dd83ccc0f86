import Domain
import Foundation
import ViewModel

/// `conf status [--json]`: who is logged in, since when, and whether that could be checked.
struct StatusCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories

  let configuration = CommandConfiguration(
    name: "status",
    abstract: "Show whether you are logged in, and as whom.",
    discussion: """
      The stored login is checked with the backend first and renewed when it is about to \
      expire. When the backend cannot be reached, the login is shown as the backend last \
      confirmed it, with a warning. Times are shown in UTC, or the zone --tz or CONF_TZ names; \
      no token is ever shown.
      """,
    options: [
      TimeZoneOption.definition,
      Flag.json(),
    ],
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Who is logged in", "conf status"),
      CommandExample("The same as JSON", "conf status --json"),
    ], requires: [.accounts])

  /// The labels' column width: `Last checked:` plus three spaces.
  private let labelWidth = 16

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let zone = display.zone(conference: .gmt)
    let appState = await context.startApp(factories.makeAppStateController)
    if case .error(let error) = appState.state, !StatusViewModel.showsStoredLogin(despite: error) {
      return context.fail(with: error)
    }
    let viewModel = factories.makeStatusViewModel(appState)
    await viewModel.load()
    switch viewModel.state {
    case .loaded(let content):
      if let reason = content.uncheckedBecause {
        warnAboutUncheckedLogin(
          content, reason: reason, in: zone, on: context.console, now: context.now)
      }
      return context.show(
        arguments, json: Self.json(content),
        text: { render(content, in: zone, context: context) })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the status finished in state \(viewModel.state)")
    }
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(_ content: StatusViewModel.Content) -> JSONValue {
    let formatter = ConferenceTimeFormatter(timeZone: .gmt)
    let login = content.storedLogin
    let isChecked = content.uncheckedBecause == nil
    var state = content.appState.kind.rawValue
    var user = content.user.map(JSONValue.account) ?? .null
    var step = content.user?.onboardingStep.rawValue
    if !isChecked {
      state = login.map { $0.onboardingStep == .done ? "authenticated" : "onboarding" } ?? "unknown"
      user =
        login.map {
          .object([
            "id": .string($0.userID.rawValue), "display_name": .string($0.displayName),
            "email": .string($0.email.rawValue),
          ])
        } ?? .null
      step = login?.onboardingStep.rawValue
    }
    return .object([
      "state": .string(state),
      "user": user,
      "onboarding_step": .optional(step),
      "logout_reason": .optional(content.logoutReason?.name),
      "checked": .bool(isChecked),
      "last_checked_at": .optional(
        isChecked ? nil : login.map { formatter.timestamp(of: $0.confirmedAt) }),
      "logged_in_at": .optional(login?.loggedInAt.map(formatter.timestamp(of:))),
      "access_token_expires_at": .optional(
        content.accessTokenExpiresAt.map(formatter.timestamp(of:))),
    ])
  }

  /// `2027-03-10 03:15 UTC`, or in another zone `2027-03-10 04:15 Europe/Paris`.
  private static func stamp(_ date: Date, in zone: TimeZone) -> String {
    let formatter = ConferenceTimeFormatter(timeZone: zone)
    let name = zone.identifier == "GMT" ? "UTC" : zone.identifier
    return "\(formatter.day(of: date)) \(formatter.time(of: date)) \(name)"
  }

  /// `2027-03-10 03:15 UTC (3 hours ago)`.
  private static func when(_ date: Date, in zone: TimeZone, now: Date) -> String {
    "\(stamp(date, in: zone)) (\(ElapsedTimeFormatter.relative(from: now, to: date)))"
  }

  /// `offline` or `the backend failed`, as the state line and the warning say it.
  private static func reason(_ error: ConnectivityError) -> String {
    error == .offline ? "offline" : "the backend failed"
  }

  private func warnAboutUncheckedLogin(
    _ content: StatusViewModel.Content, reason: ConnectivityError, in zone: TimeZone,
    on console: Console, now: Date
  ) {
    let what =
      reason == .offline
      ? "the backend could not be reached" : "the backend failed"
    guard let login = content.storedLogin else {
      console.writeErrorLine(
        "Warning: \(what), so the login was not checked; who it belongs to is not known on "
          + "this device yet.")
      return
    }
    console.writeErrorLine(
      "Warning: \(what), so the login was not checked; showing it as last checked at "
        + "\(Self.stamp(login.confirmedAt, in: zone)), "
        + "\(ElapsedTimeFormatter.relative(from: now, to: login.confirmedAt)).")
  }

  private func render(
    _ content: StatusViewModel.Content, in zone: TimeZone, context: CommandContext
  ) {
    let console = context.console
    let now = context.now
    var fields: [(String, String)] = []
    let login = content.storedLogin
    if let reason = content.uncheckedBecause {
      let step =
        login.map {
          $0.onboardingStep == .done ? "" : ", onboarding at \($0.onboardingStep.progress)"
        } ?? ""
      fields.append(("State:", "logged in\(step) (not checked: \(Self.reason(reason)))"))
      if let login {
        fields.append(
          (
            "User:",
            "\(login.displayName.sanitizedForTerminal()) "
              + "(\(login.email.rawValue.sanitizedForTerminal()))"
          ))
      } else {
        fields.append(("User:", "not known yet; run 'conf status' once online"))
      }
    } else {
      switch content.appState {
      case .authenticated:
        fields.append(("State:", "logged in"))
      case .onboarding(let user):
        fields.append(("State:", "logged in, onboarding at \(user.onboardingStep.progress)"))
      case .unauthenticated, .loading, .error:
        switch content.logoutReason {
        case .expired: fields.append(("State:", "logged out (the login expired)"))
        case .credentialsRefused:
          fields.append(("State:", "logged out (the stored login was refused)"))
        case nil: fields.append(("State:", "logged out"))
        }
      }
      if let user = content.user {
        fields.append(("User:", user.displayLine))
      }
    }
    let isLoggedIn = content.appState.isLoggedIn || content.uncheckedBecause != nil
    if isLoggedIn {
      if let loggedInAt = login?.loggedInAt {
        fields.append(("Logged in:", "since \(Self.when(loggedInAt, in: zone, now: now))"))
      }
      fields.append(("Session:", "renewed automatically while you use conf"))
    }
    if content.uncheckedBecause != nil, let login {
      fields.append(("Last checked:", Self.when(login.confirmedAt, in: zone, now: now)))
    }
    for (label, value) in fields {
      for (index, line) in value.wrapped(toDisplayWidth: max(console.width - labelWidth, 20))
        .enumerated()
      {
        let prefix = index == 0 ? label : ""
        console.writeLine(prefix.padded(toDisplayWidth: labelWidth) + line)
      }
    }
    if !isLoggedIn {
      console.writeLine()
      console.writeLine("To log in, \(context.logInHint)")
    }
  }
}
