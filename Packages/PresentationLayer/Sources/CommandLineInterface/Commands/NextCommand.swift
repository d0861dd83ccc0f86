import Domain
import Foundation
import ViewModel

/// `conf next [--rooms] [--json]`: the next slot of the programme, or the next session in each
/// room, and the person's next bookmarked session.
struct NextCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> NextViewModel

  static let rooms = Flag(
    name: "rooms",
    help:
      "Show the next session in each room instead of the next slot, rooms in the programme's order."
  )

  let configuration = CommandConfiguration(
    name: "next",
    abstract: "Show the sessions that start next.",
    discussion: """
      The next slot is the next start time after now (CONF_NOW when set): later today, or the \
      first on the next conference day. Before the conference it says when it starts; after \
      it, that it has ended. Times are shown in the conference's time zone, or the one --tz or \
      CONF_TZ names. Sessions you bookmarked are marked ★, each with how soon it starts. It \
      ends with your next bookmarked session, wherever and whenever it is ('Your next: ...'), \
      or says that none is still to come.
      """,
    options: [
      Self.rooms,
      TimeZoneOption.definition,
      Flag.json(),
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("What comes next", "conf next"),
      CommandExample("What comes next in each room", "conf next --rooms"),
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
    return context.show(viewModel.state, of: "'next'") { content in
      let timetable = content.upcoming.timetable ?? content.upcoming.moment.timetable
      let byRoom = arguments[Self.rooms]
      return context.show(
        arguments, savedCopyOfDayIn: timetable, display: display,
        json: Self.json(
          content, bookmarked: viewModel.bookmarkedSessionIDs, yourNext: viewModel.yourNext,
          byRoom: byRoom),
        text: {
          if byRoom {
            renderRooms(
              content, bookmarked: viewModel.bookmarkedSessionIDs, in: display,
              on: context.console)
          } else {
            render(
              content, bookmarked: viewModel.bookmarkedSessionIDs, in: display,
              on: context.console)
          }
          if let yourNext = viewModel.yourNext {
            context.console.writeLine()
            let line = Self.sentence(
              yourNext, at: content.upcoming.moment.instant, in: display)
            context.console.writeWrapped(line.sanitizedForTerminal())
          }
        })
    }
  }

  /// The last line: the person's next bookmarked session, for example `Your next: Contract
  /// Testing (208) at 11:00 in Room D, in 8 minutes.`, with its day and date when it is not
  /// today's (in the zone times are shown in); or that there is none.
  static func sentence(
    _ yourNext: NextViewModel.YourNext, at instant: Date, in display: DisplayZone
  ) -> String {
    switch yourNext {
    case .session(let session):
      let zone = display.zone(conference: session.timeZone)
      let formatter = ConferenceTimeFormatter(timeZone: zone)
      let date = CalendarDate(of: session.startsAt, in: zone)
      let when =
        date == CalendarDate(of: instant, in: zone)
        ? "at \(formatter.time(of: session.startsAt))"
        : "on day \(session.day), \(date), at \(formatter.time(of: session.startsAt))"
      let room =
        session.room.contains(where: { !$0.isWhitespace })
        ? "in \(session.room)" : "(no room given)"
      let soon = ElapsedTimeFormatter.relative(from: instant, to: session.startsAt)
      return "Your next: \(session.title) (\(session.id)) \(when) \(room), \(soon)."
    case .none:
      return "Your next: none of your bookmarked sessions is still to come."
    case .notLoggedIn:
      return "Your next: log in to see your bookmarked sessions here (conf login)."
    case .unavailable:
      return "Your next: your bookmarks cannot be read right now."
    }
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(
    _ content: NextViewModel.Content, bookmarked: Set<Session.ID> = [],
    yourNext: NextViewModel.YourNext? = nil, byRoom: Bool = false
  ) -> JSONValue {
    let upcoming = content.upcoming
    let timetable = upcoming.timetable ?? upcoming.moment.timetable
    var members = ConferencePhaseText.json(upcoming.moment)
    let formatter = ConferenceTimeFormatter(timeZone: timetable.timeZone)
    members["slot_day"] = upcoming.timetable.map { .number($0.day.number) } ?? .null
    members["slot_starts_at"] = .optional(
      upcoming.slot.map { formatter.timestamp(of: $0.startsAt) })
    members["minutes_until_start"] = content.minutesUntilStart.map(JSONValue.number) ?? .null
    members["sessions"] = .array(
      (byRoom ? content.nextInEachRoom : content.sessions).map {
        .session(
          $0, timeZone: timetable.timeZone,
          adding: ["is_bookmarked": .bool(bookmarked.contains($0.id))])
      })
    if let yourNext {
      members["your_next"] =
        if case .session(let session) = yourNext {
          .session(session, timeZone: session.timeZone, adding: ["is_bookmarked": .bool(true)])
        } else {
          .null
        }
    }
    return .object(members)
  }

  /// `--rooms`: the next session in each room of the slot's day, or what the phase says.
  private func renderRooms(
    _ content: NextViewModel.Content, bookmarked: Set<Session.ID>, in display: DisplayZone,
    on console: Console
  ) {
    guard let (_, timetable) = writePhase(of: content, on: console) else { return }
    let moment = content.upcoming.moment
    let zone = display.zone(conference: timetable.timeZone)
    let instant = content.nextInEachRoom.first?.startsAt ?? moment.instant
    let heading =
      "Next in each room: day \(timetable.day), \(timetable.date) "
      + "(\(ZoneLabel.text(conference: timetable.timeZone, display: display, at: instant)))"
    console.writeWrapped(heading, .bold)
    console.writeLine()
    SessionTable(
      bookmarked: bookmarked, timeText: SessionTable.timeText(besides: timetable.date.description)
    ).write(
      content.nextInEachRoom.map { SessionRow(session: $0, timeZone: zone) }, to: console)
  }

  private func render(
    _ content: NextViewModel.Content, bookmarked: Set<Session.ID>, in display: DisplayZone,
    on console: Console
  ) {
    guard let (slot, timetable) = writePhase(of: content, on: console) else { return }
    let upcoming = content.upcoming
    let moment = upcoming.moment
    let zone = display.zone(conference: timetable.timeZone)
    let formatter = ConferenceTimeFormatter(timeZone: zone)
    // "in 35 minutes" when the slot is today; on another day its date says when.
    let until =
      upcoming.isOnTheMomentsDay
      ? ", " + ElapsedTimeFormatter.relative(from: moment.instant, to: slot.startsAt) : ""
    let heading =
      "Next: \(formatter.time(of: slot.startsAt)), day \(timetable.day), \(timetable.date)"
      + "\(until) (\(ZoneLabel.text(conference: timetable.timeZone, display: display, at: slot.startsAt)))"
    console.writeWrapped(heading, .bold)
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
      console.writeWrapped(text.sanitizedForTerminal())
    }
  }

  /// What both listings start with: where the conference stands when the slot is not on the
  /// moment's day (then a blank line), or, with no slot left, that none starts later.
  ///
  /// - Returns: The slot and its day's timetable, or `nil` when there is no slot to list.
  private func writePhase(
    of content: NextViewModel.Content, on console: Console
  ) -> (slot: TimeSlot, timetable: Timetable)? {
    let moment = content.upcoming.moment
    if !moment.isToday {
      console.writeLine(moment.phaseSentence)
    }
    guard let slot = content.upcoming.slot, let timetable = content.upcoming.timetable else {
      if moment.isToday {
        console.writeLine(NextViewModel.nothingLaterSentence)
      }
      return nil
    }
    if !moment.isToday {
      console.writeLine()
    }
    return (slot, timetable)
  }
}
