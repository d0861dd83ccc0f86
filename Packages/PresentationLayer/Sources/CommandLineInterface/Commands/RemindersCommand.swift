import Domain
import Foundation
import ViewModel

/// `conf reminders [--watch] [--tz <zone>] [--json]`: the reminders of the bookmarked sessions
/// to come, or, with `--watch`, ringing each as it falls due until stopped.
struct RemindersCommand: Command {
  /// Makes the view model for the quiet hours given, once per run.
  let makeViewModel: @MainActor @Sendable (_ quietHours: QuietHours?) -> RemindersViewModel
  /// The watcher's lock and its way to stop.
  let host: ReminderWatchHost

  static let watch = Flag(
    name: "watch", shortName: "w", help: "Ring each reminder as it falls due.")
  static let json = Flag.json()

  let configuration = CommandConfiguration(
    name: "reminders",
    abstract: "List the reminders to come, or ring each as it falls due (--watch).",
    discussion: """
      A reminder is due from the lead time before a bookmarked session starts ('conf \
      reminder') until it starts; cancelled sessions have none. The list shows each bookmarked \
      session to come with when it rings, from the programme saved on this device (times in \
      the conference's zone, or --tz's). With --watch, conf runs until Ctrl-C or SIGTERM and \
      rings each reminder once as it falls due: the terminal bell, and a desktop notification \
      (notify-send when it is on the PATH, else the terminal's own notification escape, OSC \
      9), printing a line for each. It needs no network, never rings one twice (also across \
      restarts, and not after 'conf app' rang it) and rings nothing in CONF_QUIET_HOURS. One \
      watcher runs per conference: a second one exits 75.
      """,
    options: [
      Self.watch, TimeZoneOption.definition, Self.json,
    ],
    exitCodes: [.unavailable, .noPermission, .temporaryFailure],
    examples: [
      CommandExample("The reminders to come", "conf reminders"),
      CommandExample("Ring them as they fall due", "conf reminders --watch"),
      CommandExample("Not at night", "CONF_QUIET_HOURS=22:00-07:00 conf reminders --watch"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try TimeZoneOption.validate(arguments)
    if arguments[Self.watch], arguments[Self.json] {
      throw UsageError("--watch and --json cannot be used together")
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let display = context.displayZone(for: arguments),
      case .hours(let quietHours) = context.quietHours()
    else { return .configuration }
    let viewModel = makeViewModel(quietHours)
    guard arguments[Self.watch] else {
      await viewModel.load()
      return show(viewModel.state, arguments: arguments, in: display, context: context)
    }
    guard host.acquireLock() else {
      context.console.writeErrorLine(
        "Error: another 'conf reminders --watch' is already running for this conference.")
      context.console.writeErrorLine("Hint: stop it first, or let it ring the reminders.")
      return .temporaryFailure
    }
    let console = context.console
    await host.runUntilStopped {
      await viewModel.watch { console.writeLine(CommandContext.oneLine($0.text)) }
    }
    if case .failed(let error) = viewModel.state {
      return context.fail(with: error)
    }
    return .success
  }

  private func show(
    _ state: RemindersViewModel.State, arguments: ParsedArguments, in display: DisplayZone,
    context: CommandContext
  ) -> ExitCode {
    switch state {
    case .loaded(let content):
      return context.show(
        arguments, json: Self.json(content, in: display),
        text: { render(content, in: display, on: context.console) })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the reminders finished in state \(state)")
    }
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(_ content: RemindersViewModel.Content, in display: DisplayZone) -> JSONValue {
    .object([
      "lead_minutes": content.lead.minutes.map(JSONValue.number) ?? .null,
      "reminders": .array(
        content.upcoming.map { session in
          let zone = display.zone(conference: session.timeZone)
          return .object([
            "rings_at": .optional(
              content.lead.ringsAt(for: session).map {
                ConferenceTimeFormatter(timeZone: zone).timestamp(of: $0)
              }),
            "is_due": .bool(content.due.contains(session)),
            "has_rung": .bool(content.given.contains(session)),
            "session": .session(session, timeZone: zone),
          ])
        }),
    ])
  }

  /// The lead time, then one line per reminder to come: when it rings, the session's day,
  /// time, room and title, and whether it is due or was given.
  private func render(
    _ content: RemindersViewModel.Content, in display: DisplayZone, on console: Console
  ) {
    console.writeLine(ReminderViewModel.sentence(for: content.lead))
    guard content.lead.minutes != nil else { return }
    guard let first = content.upcoming.first else {
      console.writeLine("No bookmarked session to come. Add one with: conf bookmark add <id>")
      return
    }
    let zone = ZoneLabel.text(conference: first.timeZone, display: display, at: first.startsAt)
    console.writeLine()
    for line in "Reminders to come (\(zone)):".wrapped(toDisplayWidth: console.width) {
      console.writeLine(line)
    }
    console.writeLine()
    let rows = content.upcoming.map { session -> [String] in
      let formatter = ConferenceTimeFormatter(timeZone: display.zone(conference: session.timeZone))
      let note =
        content.given.contains(session) ? "rang" : content.due.contains(session) ? "due" : ""
      return [
        content.lead.ringsAt(for: session).map(formatter.time(of:)) ?? "",
        String(session.day.number), formatter.time(of: session.startsAt), session.id.rawValue,
        note, SessionRow.roomCell(session.room), session.title,
      ].map { $0.sanitizedForTerminal() }
    }
    console.write(
      TextTable(
        columns: [
          TextTable.Column("RINGS", minimumWidth: .max),
          TextTable.Column("DAY", minimumWidth: .max),
          TextTable.Column("STARTS", minimumWidth: .max),
          TextTable.Column("ID", minimumWidth: .max),
          TextTable.Column("NOTE", minimumWidth: .max),
          TextTable.Column("ROOM", minimumWidth: .max, isOptional: true),
          TextTable.Column("TITLE", minimumWidth: 10),
        ], rows: rows))
  }
}
