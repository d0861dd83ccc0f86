import Domain
import Foundation
import ViewModel

/// `conf grid [<day>] [--day <n>] [--from HH:MM|now] [--rooms A,B...] [--zoom 5|15|30]`: a day
/// of the programme as rooms by time, the grid `conf app` shows with `g`, fitted to the
/// terminal's width.
struct GridCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> TimetableViewModel

  static let day = DaySelection.oneDayOption(help: "The conference day (1 is the first).")
  static let from = Option(
    name: "from", valueName: "time",
    help: "Start at this time (HH:MM) or at now ('now'); the whole day by default.",
    convert: start)
  static let rooms = Option(
    name: "rooms", valueName: "names",
    help: "Only these rooms, in this order, separated by commas (any unique part of a name).",
    completion: .rooms, convert: roomNames)
  static let zoom = Option(
    name: "zoom", valueName: "minutes", help: "Minutes per row: 5, 15 (default) or 30.",
    completion: .words(["5", "15", "30"]), convert: rowMinutes)

  let configuration = CommandConfiguration(
    name: "grid",
    abstract: "Show a day as a grid of rooms by time, today's first.",
    discussion: """
      Rooms are columns and time runs downwards in rows of --zoom minutes; each session is a \
      box (├ where it starts) with its title wrapped to the column, marked ▶ under way, ★ \
      bookmarked, ! changed and ✗ cancelled. The row holding now is labelled with the time \
      and drawn as a line. As many rooms as fit the terminal's width (COLUMNS) are shown side \
      by side; the next rooms follow underneath. Without --day the day is chosen as 'conf \
      timetable' chooses it.
      """,
    arguments: [
      ArgumentDefinition(
        name: "day", help: "Another way to give --day: 'conf grid 2'.", givingOption: Self.day,
        completion: .days)
    ],
    options: [
      Self.day, Self.from, Self.rooms, Self.zoom,
      TimeZoneOption.definition,
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("Today's grid from now on", "conf grid --from now"),
      CommandExample(
        "Two rooms of day 2, half-hour rows", "conf grid 2 --rooms janson,k.1 --zoom 30"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    _ = try arguments[Self.day]
    _ = try arguments[Self.zoom]
    _ = try arguments[Self.from]
    _ = try arguments[Self.rooms]
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let day = try arguments[Self.day]
    let zoom = try arguments[Self.zoom] ?? .fifteenMinutes
    let start = try arguments[Self.from] ?? .dayStart
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let viewModel = makeViewModel()
    if let day {
      await viewModel.load(day: day)
    } else {
      await viewModel.loadToday()
    }
    switch viewModel.state {
    case .loaded(let content):
      let timetable = content.timetable
      let rooms = try arguments[Self.rooms].map {
        (names: [String]) throws(UsageError) -> [String] in
        try Self.resolve(names, among: timetable.rooms)
      }
      let marks = Marks(
        bookmarked: viewModel.bookmarkedSessionIDs,
        changed: viewModel.changedSessionIDs.intersection(viewModel.bookmarkedSessionIDs))
      return context.show(
        arguments, savedCopyOf: TimetableCommand.savedCopies(content), savedAt: content.savedAt,
        because: content.staleBecause, timeZone: display.zone(conference: timetable.timeZone),
        json: .null,
        text: {
          render(
            timetable, rooms: rooms ?? timetable.rooms, zoom: zoom, marks: marks, from: start,
            in: display, context: context)
        })
    case .failed(let error):
      if case .dayNotFound = error { throw UsageError(error.description) }
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the grid finished loading in state \(viewModel.state)")
    }
  }

  /// Where `--from` starts the rows.
  enum Start: Equatable {
    /// The first row of the day.
    case dayStart
    /// The row holding now.
    case now
    /// The row holding this minute after midnight.
    case minute(Int)
  }

  /// Where `text`, the value of `--from`, starts the rows.
  ///
  /// - Throws: `UsageError` naming `label` for anything but `now` or a time as HH:MM.
  nonisolated static func start(_ text: String, for label: String) throws(UsageError) -> Start {
    if text.lowercased() == "now" { return .now }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count <= 2, parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 30, minute < 60
    else {
      throw .invalidValue(text, for: label, reason: "give a time as HH:MM, or now")
    }
    return .minute(hour * 60 + minute)
  }

  /// The rows' length `text`, the value of `--zoom`, names.
  ///
  /// - Throws: `UsageError` naming `label` for anything but 5, 15 or 30.
  nonisolated static func rowMinutes(_ text: String, for label: String) throws(UsageError)
    -> ProgrammeGrid.Zoom
  {
    guard let zoom = Int(text).flatMap(ProgrammeGrid.Zoom.init(rawValue:)) else {
      throw .invalidValue(text, for: label, reason: "give 5, 15 or 30")
    }
    return zoom
  }

  /// The names in `text`, the value of `--rooms`, trimmed, empty ones dropped.
  ///
  /// - Throws: `UsageError` naming `label` when no name is left.
  nonisolated static func roomNames(_ text: String, for label: String) throws(UsageError)
    -> [String]
  {
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard !names.isEmpty else {
      throw .invalidValue(text, for: label, reason: "give rooms' names")
    }
    return names
  }

  /// Each of `names` as the programme spells it: the room it names exactly (compared
  /// loosely), else the only room whose name contains it.
  ///
  /// - Throws: `UsageError` for a name no room has, or one several rooms contain.
  static func resolve(_ names: [String], among rooms: [String]) throws(UsageError) -> [String] {
    var resolved: [String] = []
    for name in names {
      let wanted = FoldedText(name)
      if let exact = rooms.first(where: { FoldedText($0) == wanted }) {
        resolved.append(exact)
        continue
      }
      let containing = rooms.filter { FoldedText($0).contains(wanted) }
      guard containing.count == 1, let only = containing.first else {
        let shown = CommandContext.oneLine(name)
        if containing.isEmpty {
          let suggestion =
            SpellingSuggester.suggestion(forName: name, among: rooms).map {
              " Did you mean '\($0)'?"
            } ?? ""
          throw UsageError("No room '\(shown)' on this day.\(suggestion)")
        }
        throw UsageError(
          "'\(shown)' is part of several rooms' names: "
            + containing.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
            + (containing.count > 5 ? "…" : "") + "; give more of the name.")
      }
      if !resolved.contains(only) { resolved.append(only) }
    }
    return resolved
  }

  /// The sessions a grid marks besides those under way.
  private struct Marks {
    var bookmarked: Set<Session.ID>
    var changed: Set<Session.ID>
  }

  /// Writes the grid of `rooms` in bands of as many rooms as fit `context.console.width`, each
  /// with the day's title, the room header and the rows from `start`.
  private func render(
    _ timetable: Timetable, rooms: [String], zoom: ProgrammeGrid.Zoom, marks: Marks,
    from start: Start, in display: DisplayZone, context: CommandContext
  ) {
    let console = context.console
    let zone = display.zone(conference: timetable.timeZone)
    let instant = timetable.sessions.first?.startsAt ?? context.now
    let label = ZoneLabel.text(conference: timetable.timeZone, display: display, at: instant)
    let title = "Day \(timetable.day), \(timetable.date)"
    guard !rooms.isEmpty, !timetable.sessions.isEmpty else {
      console.writeLine(console.styled("\(title) (\(label))", .bold))
      console.writeLine()
      console.writeLine("No sessions.")
      return
    }
    let band = max(
      (console.width - GridViewport.timeColumnWidth) / GridViewport.minimumColumnWidth, 1)
    // Every band covers the rows of the whole grid, so the bands line up.
    let whole = ProgrammeGrid(
      timetable: timetable, rooms: rooms, zoom: zoom, instant: context.now, timeZone: zone)
    let minutes = whole.firstMinute..<whole.minute(ofRow: whole.rowCount)
    let firstRow =
      switch start {
      case .dayStart: 0
      case .now: whole.row(at: context.now)
      case .minute(let minute): whole.row(atMinute: minute)
      }
    for bandStart in stride(from: 0, to: rooms.count, by: band) {
      // Each band is a grid of its own rooms, so no room is shown twice.
      let bandRooms = Array(rooms[bandStart..<min(bandStart + band, rooms.count)])
      let grid = ProgrammeGrid(
        timetable: timetable, rooms: bandRooms, zoom: zoom, bookmarked: marks.bookmarked,
        changed: marks.changed, instant: context.now, timeZone: zone, covering: minutes)
      var viewport = GridViewport(
        grid: grid, width: console.width, height: grid.rowCount - firstRow + 1)
      viewport.scroll(toFirstRow: firstRow, in: grid)
      if bandStart > 0 { console.writeLine() }
      let which =
        rooms.count <= band
        ? ""
        : bandRooms.count == 1
          ? ", room \(bandStart + 1) of \(rooms.count)"
          : ", rooms \(bandStart + 1)-\(bandStart + bandRooms.count) of \(rooms.count)"
      console.writeLine(console.styled("\(title)\(which) (\(label))", .bold))
      for (index, line) in grid.textLines(in: viewport).enumerated() {
        // Empty cells at the end of a line are left out, not printed as spaces.
        var text = Substring(line)
        while text.last == " " { text.removeLast() }
        console.writeLine(index == 0 ? console.styled(String(text), .bold) : String(text))
      }
    }
  }
}
