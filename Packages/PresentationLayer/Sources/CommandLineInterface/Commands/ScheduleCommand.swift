import Domain
import Foundation
import ViewModel

/// `conf schedule [--json | --ics]`: the bookmarked sessions in time order, overlaps flagged.
struct ScheduleCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<ScheduleViewModel>
  /// The name of this run's conference for the `--ics` UIDs, `nil` for the demo (read once
  /// the run's services are prepared).
  let conferenceName: @Sendable () -> String?
  /// The reminder lead time kept on this device (`conf reminder`).
  let reminderLeadTime: @Sendable () async -> ReminderLeadTime

  static let json = Flag.json()
  static let ics = Flag(name: "ics", help: "Print an iCalendar (RFC 5545) file instead of text.")

  let configuration = CommandConfiguration(
    name: "schedule",
    abstract: "Show your bookmarked sessions in time order.",
    discussion: """
      Sessions that overlap are marked, and so are bookmark changes queued while the backend \
      could not be reached (sent by the next command that reaches it). With --ics, prints an iCalendar file instead (import it \
      into a calendar; importing it again updates the events). Needs a login.
      """,
    options: [
      Self.json, Self.ics,
      TimeZoneOption.definition,
      ReminderOption.definition,
    ],
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Your schedule", "conf schedule"),
      CommandExample("For your calendar", "conf schedule --ics > schedule.ics"),
      CommandExample("Reminded 15 minutes before", "conf schedule --ics --alarm 15"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if arguments[Self.json] && arguments[Self.ics] {
      throw UsageError("--json and --ics cannot be used together")
    }
    try TimeZoneOption.validate(arguments)
    if arguments.contains(ReminderOption.definition) {
      guard arguments[Self.ics] else { throw UsageError("--alarm needs --ics") }
      _ = try arguments[ReminderOption.definition]
    }
  }

  /// The reminder's lead time: `--alarm`, else `CONF_REMINDER`, else the one kept on this
  /// device; `nil` after reporting an invalid `CONF_REMINDER` (exit 78).
  private func reminder(
    _ arguments: ParsedArguments, in context: CommandContext
  ) async -> ReminderLeadTime? {
    if let lead = try? arguments[ReminderOption.definition] {
      return lead
    }
    guard let text = context.configuredReminder, !text.isEmpty else {
      return await reminderLeadTime()
    }
    guard let lead = ReminderLeadTime(parsing: text) else {
      context.console.writeErrorLine(
        "Error: CONF_REMINDER=\(text) is not valid: expected \(ReminderOption.expected).")
      return nil
    }
    return lead
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    var lead: Int? = nil
    if arguments[Self.ics] {
      guard let chosen = await reminder(arguments, in: context) else { return .configuration }
      lead = chosen.minutes
    }
    let appState = await context.startApp(factories.makeAppStateController)
    if let code = context.failedLoginCheck(of: appState, allowingOffline: true) {
      return code
    }
    let viewModel = factories.makeViewModel(appState)
    await viewModel.load()
    switch viewModel.state {
    case .loaded(let schedule):
      if schedule.isFromSavedCopy {
        context.console.writeErrorLine(
          CommandContext.oneLine(
            "Warning: \(CommandContext.cause(schedule.staleBecause)); the schedule is built from "
              + "the copies saved on this device."))
      }
      if arguments[Self.ics] {
        let writer = ICalendarWriter(
          now: context.now, conferenceName: conferenceName(), reminderMinutes: lead)
        context.console.write(writer.document(for: schedule))
        return .success
      }
      return context.show(
        arguments, json: Self.json(schedule),
        text: { render(schedule, in: display, now: context.now, on: context.console) })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the schedule finished in state \(viewModel.state)")
    }
  }

  /// `{"sessions": [session + "conflicts": [ids] + "queued": bool], "queued_removals": [ids]}`,
  /// with `"warning"` (what could not be reached or used) when the programme's saved copies
  /// were used for a known reason.
  static func json(_ schedule: MySchedule) -> JSONValue {
    var members: [String: JSONValue] = [
      "sessions": .array(
        schedule.entries.map { entry in
          var session = JSONValue.session(entry.session, timeZone: entry.session.timeZone)
          if case .object(var members) = session {
            members["conflicts"] = .array(entry.conflicts.map { .string($0.rawValue) })
            members["queued"] = .bool(entry.isPending)
            members["changed"] = .bool(entry.hasChanged)
            session = .object(members)
          }
          return session
        }),
      "queued_removals": .array(schedule.pendingRemovals.map { .string($0.rawValue) }),
      "removed_from_programme": .array(
        schedule.removedFromProgramme.map { .string($0.rawValue) }),
    ]
    if let because = schedule.staleBecause {
      members["warning"] = .string(because.description)
    }
    return .object(members)
  }

  private func render(
    _ schedule: MySchedule, in display: DisplayZone, now: Date, on console: Console
  ) {
    defer {
      if !schedule.pendingRemovals.isEmpty {
        let ids = schedule.pendingRemovals.map(\.rawValue).joined(separator: ", ")
        console.writeLine("Queued removals, left out: \(ids)".sanitizedForTerminal())
      }
      if !schedule.removedFromProgramme.isEmpty {
        let ids = schedule.removedFromProgramme.map(\.rawValue).joined(separator: ", ")
        console.writeLine(
          "Removed from the programme (bookmark kept): \(ids)".sanitizedForTerminal())
      }
    }
    guard let first = schedule.entries.first?.session else {
      console.writeLine("No sessions in your schedule. Bookmark one with: conf bookmark add <id>")
      return
    }
    let heading =
      "Your schedule (\(ZoneLabel.text(conference: first.timeZone, display: display, at: first.startsAt))):"
    for line in heading.wrapped(toDisplayWidth: console.width) {
      console.writeLine(line)
    }
    console.writeLine()
    let running = schedule.entries.contains { $0.session.isRunning(at: now) }
    var columns = [
      TextTable.Column("DAY", minimumWidth: .max), TextTable.Column("TIME", minimumWidth: .max),
      TextTable.Column("ID", minimumWidth: .max), TextTable.Column("NOTE", minimumWidth: .max),
      TextTable.Column("ROOM", minimumWidth: .max, isOptional: true),
      TextTable.Column("TITLE", minimumWidth: 10),
    ]
    if running { columns.insert(TextTable.Column("", minimumWidth: .max), at: 0) }
    let rows = schedule.entries.map { entry -> [String] in
      let session = entry.session
      let row = SessionRow(session: session, timeZone: display.zone(conference: session.timeZone))
      var notes: [String] = []
      if entry.isPending { notes.append("queued") }
      let zone = display.zone(conference: session.timeZone)
      if let change = ChangeNote.text(for: session, change: entry.change, in: zone) {
        notes.append(change)
      } else if entry.hasChanged {
        notes.append("changed: see conf changes")
      }
      if !entry.conflicts.isEmpty {
        notes.append("overlaps \(entry.conflicts.map(\.rawValue).joined(separator: ", "))")
      }
      var cells = [
        String(row.day.number),
        SessionTable.timeText(besides: SessionRow(session: session).date)(row),
        row.id.rawValue, notes.joined(separator: "; "), row.roomCell, row.title,
      ]
      if running {
        cells.insert(session.isRunning(at: now) ? SessionTable.runningMarker : "", at: 0)
      }
      return cells.map { $0.sanitizedForTerminal() }
    }
    console.write(TextTable(columns: columns, rows: rows))
  }
}
