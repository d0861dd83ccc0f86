import Domain
import Foundation
import ViewModel

/// `conf now [--json]`: the sessions under way, with the minutes they have left.
struct NowCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> NowViewModel

  let configuration = CommandConfiguration(
    name: "now",
    abstract: "Show what is on now, with the minutes left.",
    discussion: """
      'Now' is the clock's time (CONF_NOW when set). Outside the conference days it says when \
      the conference starts, or that it has ended. Times are shown in the conference's time \
      zone, or the one --tz or CONF_TZ names; a saved copy stands in when the backend cannot \
      be reached. Sessions you bookmarked are marked ★.
      """,
    options: [
      TimeZoneOption.definition,
      Flag.json(),
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("What is on now", "conf now"),
      CommandExample("In your own time zone", "conf now --tz Europe/Paris"),
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
    return context.show(viewModel.state, of: "'now'") { content in
      context.show(
        arguments, savedCopyOfDayIn: content.moment.timetable, display: display,
        json: Self.json(content, bookmarked: viewModel.bookmarkedSessionIDs),
        text: {
          render(
            content, bookmarked: viewModel.bookmarkedSessionIDs, in: display,
            on: context.console)
        })
    }
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(_ content: NowViewModel.Content, bookmarked: Set<Session.ID> = []) -> JSONValue {
    let moment = content.moment
    let timeZone = moment.timetable.timeZone
    var members = ConferencePhaseText.json(moment)
    members["sessions"] = .array(
      content.running.map {
        .session(
          $0, timeZone: timeZone,
          adding: [
            "is_running": .bool(true), "minutes_left": .number(content.minutesLeft(of: $0)),
            "is_bookmarked": .bool(bookmarked.contains($0.id)),
          ])
      })
    return .object(members)
  }

  private func render(
    _ content: NowViewModel.Content, bookmarked: Set<Session.ID>, in display: DisplayZone,
    on console: Console
  ) {
    let moment = content.moment
    let timetable = moment.timetable
    let zone = display.zone(conference: timetable.timeZone)
    let formatter = ConferenceTimeFormatter(timeZone: zone)
    // Outside the days' spans the phase is the answer, unless a session runs even so.
    guard moment.isToday || !content.running.isEmpty else {
      console.writeLine(moment.phaseSentence)
      return
    }
    let heading =
      "Now: \(formatter.time(of: moment.instant)), day \(timetable.day), \(timetable.date) "
      + "(\(ZoneLabel.text(conference: timetable.timeZone, display: display, at: moment.instant)))"
    console.writeWrapped(heading, .bold)
    console.writeLine()
    guard !content.rows.isEmpty else {
      console.writeLine(NowViewModel.nothingOnSentence)
      let text: String
      if let slot = content.nextSlotToday {
        let until = ElapsedTimeFormatter.relative(from: moment.instant, to: slot.startsAt)
        text =
          "The next sessions start at \(formatter.time(of: slot.startsAt)), \(until): conf next"
      } else {
        text = "Today's sessions are over."
      }
      console.writeWrapped(text)
      return
    }
    let left = Dictionary(
      content.running.map { ($0.id, content.minutesLeft(of: $0)) }, uniquingKeysWith: max)
    SessionTable(
      bookmarked: bookmarked, minutesLeft: left,
      timeText: SessionTable.timeText(besides: timetable.date.description)
    ).write(content.running.map { SessionRow(session: $0, timeZone: zone) }, to: console)
  }
}
