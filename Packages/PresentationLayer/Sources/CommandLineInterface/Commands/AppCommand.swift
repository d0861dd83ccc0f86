import ViewModel

/// `conf app`: the full-screen terminal app.
struct AppCommand: Command {
  /// Starts the app.
  let launcher: InteractiveAppLauncher

  let configuration = CommandConfiguration(
    name: "app",
    abstract: "Open the full-screen app: timetable, schedule, tickets and profile.",
    discussion: """
      Opens where the last run left off (tab, day, track, open session, selected row), once \
      what was saved has been checked. Press ? in the app for every key, q to quit. Needs a \
      terminal: without one (or with TERM=dumb) it exits 64; use the line commands instead. \
      Times are in the conference's time zone, or the one --tz or CONF_TZ names.
      """,
    options: [TimeZoneOption.definition],
    examples: [
      CommandExample("Open the app", "conf app"),
      CommandExample("With times in your own zone", "conf app --tz Europe/Paris"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    await Self.launch(launcher, route: nil, arguments: arguments, in: context)
  }

  /// Runs the app on the terminal, or explains that there is none (exit 64); times in the zone
  /// `--tz` (in `arguments`) or `CONF_TZ` names, else the conference's.
  static func launch(
    _ launcher: InteractiveAppLauncher, route: AppRoute?, arguments: ParsedArguments,
    in context: CommandContext
  ) async -> ExitCode {
    // The app rings reminders outside CONF_QUIET_HOURS: an invalid value stops it here.
    guard let display = context.displayZone(for: arguments), context.quietHours() != .invalid
    else { return .configuration }
    guard context.isInteractiveTerminal else {
      context.console.writeErrorLine(
        "Error: conf app needs a terminal; use the line commands instead (conf timetable, "
          + "conf session <id>, conf --help).")
      return .usage
    }
    if let reason = await launcher.run(route, display.chosen) {
      context.console.writeErrorLine("Error: \(CommandContext.oneLine(reason))")
      return .inputOutputError
    }
    return .success
  }
}
