import Domain
import Foundation
import ViewModel

/// `conf next [--json]`: the next slot of the programme.
struct NextCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> NextViewModel

  let configuration = CommandConfiguration(
    name: "next",
    abstract: "Show the sessions that start next.",
    discussion: """
      The next slot is the next start time after now (CONF_NOW when set): later today, or the \
      first on the next conference day. Before the conference it says when it starts; after \
      it, that it has ended. Times are shown in the conference's time zone, or the one --tz or \
      CONF_TZ names. Sessions you bookmarked are marked ★, each with how soon it starts.
      """,
    options: [
      TimeZoneOption.definition,
      OptionDefinition.json(),
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("What comes next", "conf next"),
      CommandExample("As JSON", "conf next --json"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let viewModel = makeViewModel()
    await viewModel.load()
    switch viewModel.state {
    case .loaded(let content):
      let timetable = content.upcoming.timetable ?? content.upcoming.moment.timetable
      return context.show(
        arguments, savedCopyOf: "the copy of day \(timetable.day)",
        savedAt: timetable.freshness.savedAt, because: timetable.freshness.staleBecause,
        timeZone: display.zone(conference: timetable.timeZone),
        json: Self.json(content, bookmarked: viewModel.bookmarkedSessionIDs),
        text: {
          render(
            content, bookmarked: viewModel.bookmarkedSessionIDs, in: display,
            on: context.console)
        })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("'next' finished in state \(viewModel.state)")
    }
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(_ content: NextViewModel.Content, bookmarked: Set<Session.ID> = []) -> JSONValue
  {
    let upcoming = content.upcoming
    let timetable = upcoming.timetable ?? upcoming.moment.timetable
    var members = ConferencePhaseText.json(upcoming.moment)
    let formatter = ConferenceTimeFormatter(timeZone: timetable.timeZone)
    members["slot_day"] = upcoming.timetable.map { .number($0.day.number) } ?? .null
    members["slot_starts_at"] = .optional(
      upcoming.slot.map { formatter.timestamp(of: $0.startsAt) })
    members["minutes_until_start"] = content.minutesUntilStart.map(JSONValue.number) ?? .null
    members["sessions"] = .array(
      content.sessions.map {
        .session(
          $0, timeZone: timetable.timeZone,
          adding: ["is_bookmarked": .bool(bookmarked.contains($0.id))])
      })
    return .object(members)
  }

  private func render(
    _ content: NextViewModel.Content, bookmarked: Set<Session.ID>, in display: DisplayZone,
    on console: Console
  ) {
    let upcoming = content.upcoming
    let moment = upcoming.moment
    if !moment.isToday {
      console.writeLine(moment.phaseSentence)
    }
    guard let slot = upcoming.slot, let timetable = upcoming.timetable else {
      if moment.isToday {
        console.writeLine(NextViewModel.nothingLaterSentence)
      }
      return
    }
    if !moment.isToday {
      console.writeLine()
    }
    let zone = display.zone(conference: timetable.timeZone)
    let formatter = ConferenceTimeFormatter(timeZone: zone)
    // "in 35 minutes" when the slot is today; on another day its date says when.
    let until =
      upcoming.isOnTheMomentsDay
      ? ", " + ElapsedTimeFormatter.relative(from: moment.instant, to: slot.startsAt) : ""
    let heading =
      "Next: \(formatter.time(of: slot.startsAt)), day \(timetable.day), \(timetable.date)"
      + "\(until) (\(ZoneLabel.text(conference: timetable.timeZone, display: display, at: slot.startsAt)))"
    for line in heading.wrapped(toDisplayWidth: console.width) {
      console.writeLine(console.styled(line, .bold))
    }
    console.writeLine()
    SessionTable(
      bookmarked: bookmarked, timeText: SessionTable.timeText(besides: timetable.date.description)
    ).write(content.sessions.map { SessionRow(session: $0, timeZone: zone) }, to: console)
    let yours = content.sessions.filter { bookmarked.contains($0.id) }
    guard !yours.isEmpty else { return }
    console.writeLine()
    for session in yours {
      let notice = ReminderNotice(session: session, at: moment.instant)
      let text =
        upcoming.isOnTheMomentsDay
        ? notice.text
        : notice.text(when: "on day \(timetable.day) at \(formatter.time(of: slot.startsAt))")
      for line in text.sanitizedForTerminal().wrapped(toDisplayWidth: console.width) {
        console.writeLine(line)
      }
    }
  }
}
