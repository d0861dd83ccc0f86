import Domain
import Foundation
import ViewModel

/// `conf timetable [--day <n>] [--all] [--track <name>] [--room <name>] [--speaker <name>]
/// [--from <HH:MM|now>] [--json]`: one or more days of the programme; `conf timetable
/// --unscheduled [--json]`: the sessions it lists without a time yet.
struct TimetableCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> TimetableViewModel

  static let day = DaySelection.option(
    help: "The conference day (1 is the first), or several separated by commas (1,2).")
  static let all = Flag(name: "all", help: "Show every day of the conference.")
  static let track = Option.name(
    "track", shortName: "t",
    help: "Show only the sessions of this track (any unique part of its name, any case).",
    completion: .tracks, what: "a track's")
  static let room = Option.name(
    "room", help: "Show only the sessions held in this room (any unique part of its name).",
    completion: .rooms, what: "a room's")
  static let speaker = Option.name(
    "speaker", help: "Show only the sessions of speakers whose name contains this.",
    what: "a speaker's")
  static let unscheduled = Flag(
    name: "unscheduled",
    help: "List the sessions the programme gives no time yet (they are on no day).")
  static let json = Flag(
    name: "json", shortName: "j",
    help: "Print JSON instead of a table (see docs/cli.md); an array for several days.")

  let configuration = CommandConfiguration(
    name: "timetable",
    abstract: "Show the conference timetable, today's day by default.",
    discussion: """
      Without --day, the day shown is today's during the conference, day 1 before it and the \
      last day after it; sessions under way are marked ▶, and, when you are logged in, the \
      sessions you bookmarked ★ (queued bookmarks included), with ! after a bookmarked session \
      that moved or was cancelled since you last ran 'conf changes'. Times are shown in the \
      conference's time zone, or the one --tz or CONF_TZ names (with the date when it differs). With \
      'conf settings set past-sessions hide', sessions that have ended are left out unless --from \
      is given. Sessions the programme lists without a time yet are on no day: a line after the \
      timetable counts them, and --unscheduled lists them. When the \
      backend cannot be reached, the last saved copy is shown and a warning on standard error \
      says when it was saved.
      """,
    arguments: [
      ArgumentDefinition(
        name: "day", help: "Another way to give --day: 'conf timetable 2'.",
        givingOption: Self.day, completion: .days)
    ],
    options: [
      Self.day, Self.all, Self.track, Self.room, Self.speaker,
      StartTimeOption.definition,
      TimeZoneOption.definition,
      Self.unscheduled,
      Self.json,
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("The first day's programme", "conf timetable"),
      CommandExample("Day 2, SwiftUI sessions only", "conf timetable 2 -t swiftui"),
      CommandExample("What is left of today", "conf timetable --from now"),
      CommandExample("Day 3 as JSON, for scripts", "conf timetable --day 3 --json"),
      CommandExample("The sessions without a time yet", "conf timetable --unscheduled"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try Self.checkUnscheduled(arguments)
    _ = try DaySelection.read(Self.day, all: Self.all, from: arguments)
    try TimeZoneOption.validate(arguments)
    _ = try StartTimeOption.parse(arguments)
    for option in [Self.track, Self.room, Self.speaker] {
      _ = try arguments[option]
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    if arguments[Self.unscheduled] {
      return await runUnscheduled(arguments, in: context)
    }
    let selection = try DaySelection.read(Self.day, all: Self.all, from: arguments)
    let from =
      try StartTimeOption.parse(arguments)
      ?? (context.deviceSettings.hidesPastSessions ? .now : nil)
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let viewModel = makeViewModel()
    viewModel.selectTrack(try arguments[Self.track])
    viewModel.selectRoom(try arguments[Self.room])
    viewModel.selectSpeaker(try arguments[Self.speaker])
    switch selection {
    case .today: await viewModel.loadToday()
    case .all: await viewModel.loadAll()
    case .one, .several: await viewModel.load(days: selection.days)
    }

    let isJSON = arguments[Self.json]
    if case .loaded = viewModel.state, !isJSON, viewModel.conference == nil {
      await viewModel.loadConferenceDays()
    }
    let unscheduledCount = isJSON ? 0 : viewModel.conference?.unscheduled.count ?? 0
    switch viewModel.state {
    case .loaded(let loaded):
      let content =
        from.map { from in
          loaded.starting { day in
            from.start(
              on: day.date, in: display.zone(conference: day.timeZone), now: loaded.instant)
          }
        } ?? loaded
      let json: JSONValue =
        if selection.isSeveral {
          .array(
            content.days.map {
              Self.json(
                $0, of: content, bookmarked: viewModel.bookmarkedSessionIDs,
                changed: viewModel.changedSessionIDs)
            })
        } else {
          content.days.first.map {
            Self.json(
              $0, of: content, bookmarked: viewModel.bookmarkedSessionIDs,
              changed: viewModel.changedSessionIDs)
          } ?? .null
        }
      return context.show(
        arguments, savedCopyOf: Self.savedCopies(content), savedAt: content.savedAt,
        because: content.staleBecause,
        timeZone: display.zone(conference: content.timetable.timeZone), json: json,
        text: {
          render(
            content,
            marks: Marks(
              bookmarked: viewModel.bookmarkedSessionIDs, changed: viewModel.changedSessionIDs),
            in: display, on: context.console)
          if unscheduledCount > 0 {
            context.console.writeLine()
            context.console.writeWrapped(Self.unscheduledNote(count: unscheduledCount))
          }
        })
    case .failed(let error):
      switch error {
      case .dayNotFound:
        throw UsageError(error.description)
      case .unknownTrack, .unknownRoom, .unknownSpeaker:
        throw UsageError(Self.message(for: error, matchingOn: viewModel.filterMatchingDays))
      case .ambiguousTrack, .ambiguousRoom:
        throw UsageError("\(error.description). \(error.recoverySuggestion)")
      case .sessionNotFound, .heldSeveralTimes, .emptyQuery, .connectivity, .storage:
        return context.fail(with: error)
      }
    case .idle, .loading:
      return context.failInternally("the timetable finished loading in state \(viewModel.state)")
    }
  }

  /// `--unscheduled` with an option that picks days, times or sessions by their place on a day.
  ///
  /// - Throws: `UsageError` naming the first such option given.
  static func checkUnscheduled(_ arguments: ParsedArguments) throws(UsageError) {
    guard arguments[unscheduled] else { return }
    let given: [(Bool, String)] = [
      (arguments.contains(day), "--day <n>"), (arguments[all], "--all"),
      (arguments.contains(StartTimeOption.definition), "--from <HH:MM|now>"),
      (arguments.contains(track), "--track <name>"), (arguments.contains(room), "--room <name>"),
      (arguments.contains(speaker), "--speaker <name>"),
    ]
    if let (_, option) = given.first(where: { $0.0 }) {
      throw UsageError(
        "'--unscheduled' and '\(option)' cannot be used together: sessions without a time are "
          + "on no day; give one of them")
    }
  }

  /// The line after a timetable whose programme lists sessions without a time:
  /// `15 sessions have no time yet: conf timetable --unscheduled lists them.`
  static func unscheduledNote(count: Int) -> String {
    let subject = count == 1 ? "1 session has" : "\(count) sessions have"
    return "\(subject) no time yet: conf timetable --unscheduled lists them."
  }

  /// `conf timetable --unscheduled`: the sessions without a time, as a table (or `--json`).
  private func runUnscheduled(
    _ arguments: ParsedArguments, in context: CommandContext
  ) async -> ExitCode {
    let viewModel = makeViewModel()
    await viewModel.loadUnscheduled()
    return context.show(viewModel.unscheduledState, of: "the unscheduled sessions") { sessions in
      context.show(arguments, json: Self.json(unscheduled: sessions)) {
        Self.render(unscheduled: sessions, on: context.console)
      }
    }
  }

  /// The `--unscheduled --json` document (schema in docs/cli.md).
  static func json(unscheduled sessions: [UnscheduledSession]) -> JSONValue {
    .object([
      "unscheduled": .array(
        sessions.map { session in
          var members: [String: JSONValue] = [
            "id": .string(session.id.rawValue), "title": .string(session.title),
            "abstract": .string(session.abstract), "track": .optional(session.track?.name),
            "room": .optional(session.room),
            "speakers": .array(session.speakers.map { .speaker($0) }),
          ]
          if !session.links.isEmpty {
            members["links"] = .array(
              session.links.map {
                .object(["title": .string($0.title), "url": .string($0.address)])
              })
          }
          return .object(members)
        })
    ])
  }

  /// The sessions without a time as a table: ID, TRACK, TITLE, SPEAKERS.
  private static func render(unscheduled sessions: [UnscheduledSession], on console: Console) {
    console.writeLine(console.styled("Sessions without a time yet", .bold))
    console.writeLine()
    guard !sessions.isEmpty else {
      console.writeLine("No sessions: every session of the programme has a time.")
      return
    }
    console.write(
      TextTable(
        columns: [
          TextTable.Column("ID", minimumWidth: .max),
          TextTable.Column("TRACK", minimumWidth: 5, isOptional: true),
          TextTable.Column("TITLE", minimumWidth: 10),
          TextTable.Column("SPEAKERS", minimumWidth: 8),
        ],
        rows: sessions.map { session in
          [
            session.id.rawValue, session.track?.name ?? "", session.title,
            session.speakers.map(\.name).joined(separator: ", "),
          ]
        }))
  }

  /// An unknown track, room or speaker, with the closest known name when one is close, or the
  /// other days where it is (`matchingOn`).
  static func message(
    for failure: TimetableError, matchingOn days: [ConferenceDay] = []
  ) -> String {
    var message = "\(failure.description)."
    if !days.isEmpty {
      let numbers = days.map(\.description)
      let subject = numbers.count == 1 ? "day" : "days"
      return message
        + " It is on \(subject) \(SearchCommand.listed(numbers)): try --day "
        + "\(numbers.joined(separator: ","))."
    }
    if let name = failure.unknownName,
      let suggestion = SpellingSuggester.suggestion(forName: name, among: failure.knownNames)
    {
      message += " Did you mean '\(suggestion)'?"
    }
    return "\(message) \(failure.recoverySuggestion)"
  }

  /// What the saved-copy warning names: `the copy of day 1`, `the copies of days 1 and 3`.
  static func savedCopies(_ content: TimetableViewModel.Content) -> String {
    let days = content.days.filter(\.timetable.freshness.isCached).map(\.timetable.day.description)
    return days.count == 1
      ? "the copy of day \(SearchCommand.listed(days))"
      : "the copies of days \(SearchCommand.listed(days))"
  }

  /// One day's `--json` document (schema in docs/cli.md).
  static func json(
    _ day: TimetableViewModel.Content.Day, of content: TimetableViewModel.Content,
    bookmarked: Set<Session.ID>, changed: Set<Session.ID> = []
  ) -> JSONValue {
    let timetable = day.timetable
    var members = JSONValue.provenance(of: timetable.freshness, timeZone: timetable.timeZone)
    members["day"] = .number(timetable.day.number)
    members["date"] = .string(timetable.date.description)
    members["time_zone"] = .string(timetable.timeZone.identifier)
    members["track"] = .optional(content.selectedTrack?.name)
    members["room"] = .optional(content.selectedRoom)
    members["speaker"] = .optional(content.speakerFilter)
    members["sessions"] = .array(
      day.sessions.map {
        .session(
          $0, timeZone: timetable.timeZone,
          adding: [
            "is_running": .bool(day.isRunning($0.id)),
            "is_bookmarked": .bool(bookmarked.contains($0.id)),
            "is_changed": .bool(changed.contains($0.id)),
          ])
      })
    return .object(members)
  }

  /// The sessions a table marks besides those under way.
  private struct Marks {
    var bookmarked: Set<Session.ID>
    var changed: Set<Session.ID>
  }

  private func render(
    _ content: TimetableViewModel.Content, marks: Marks, in display: DisplayZone,
    on console: Console
  ) {
    for (index, day) in content.days.enumerated() {
      if index > 0 {
        console.writeLine()
      }
      render(day, of: content, marks: marks, in: display, on: console)
    }
  }

  private func render(
    _ day: TimetableViewModel.Content.Day, of content: TimetableViewModel.Content,
    marks: Marks, in display: DisplayZone, on console: Console
  ) {
    let timetable = day.timetable
    var title = "Day \(timetable.day), \(timetable.date)"
    if let track = content.selectedTrack {
      title += ", track \(track.name)"
    }
    if let room = content.selectedRoom {
      title += ", room \(room)"
    }
    if let speaker = content.speakerFilter {
      title += ", speaker '\(speaker)'"
    }
    let instant = timetable.sessions.first?.startsAt ?? content.instant
    title +=
      " (\(ZoneLabel.text(conference: timetable.timeZone, display: display, at: instant)))"
    for line in title.sanitizedForTerminal().wrapped(toDisplayWidth: console.width) {
      console.writeLine(console.styled(line, .bold))
    }
    console.writeLine()
    guard !day.rows.isEmpty else {
      console.writeLine("No sessions.")
      return
    }
    let zone = display.zone(conference: timetable.timeZone)
    var notes: [Session.ID: String] = [:]
    for session in day.sessions
    where marks.bookmarked.contains(session.id) || marks.changed.contains(session.id) {
      notes[session.id] = ChangeNote.text(
        for: session, isChanged: marks.changed.contains(session.id), in: zone)
    }
    SessionTable(
      running: day.runningSessionIDs, bookmarked: marks.bookmarked, changed: marks.changed,
      showsTrack: content.selectedTrack == nil,
      showsRoom: content.selectedRoom == nil,
      timeText: SessionTable.timeText(besides: timetable.date.description), notes: notes
    ).write(day.sessions.map { SessionRow(session: $0, timeZone: zone) }, to: console)
  }
}
