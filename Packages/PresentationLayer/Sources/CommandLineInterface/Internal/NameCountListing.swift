import Domain
import ViewModel

/// What `conf tracks` and `conf rooms` share: every day, or the days `--day` names, loaded
/// through the timetable's view model, and the names they hold with their session counts.
@MainActor
struct NameCountListing {
  /// What is listed: tracks or rooms.
  enum Kind {
    case tracks, rooms

    /// The table's header and the `--json` member: `TRACK`/`tracks`, `ROOM`/`rooms`.
    var header: String { self == .tracks ? "TRACK" : "ROOM" }
    var member: String { self == .tracks ? "tracks" : "rooms" }
  }

  /// The `--day` option of both commands.
  static let dayOption = DaySelection.option(
    help: "Count only this day's sessions (1 is the first), or several days' (1,2).")

  /// Checks `--day`.
  static func validate(_ arguments: ParsedArguments) throws(UsageError) {
    _ = try DaySelection.read(dayOption, from: arguments)
  }

  /// Loads the days asked for and shows the `kind` of names in them as a table or `--json`,
  /// warning first when they come from a saved copy.
  static func run(
    _ kind: Kind, _ arguments: ParsedArguments, viewModel: TimetableViewModel,
    in context: CommandContext
  ) async throws(UsageError) -> ExitCode {
    let selection = try DaySelection.read(dayOption, from: arguments)
    switch selection {
    case .today, .all: await viewModel.loadAll()
    case .one, .several: await viewModel.load(days: selection.days)
    }
    switch viewModel.state {
    case .loaded(let content):
      let counts = kind == .tracks ? content.trackCounts : content.roomCounts
      let freshness =
        content.savedAt.map { Freshness.cached(savedAt: $0, because: content.staleBecause) }
        ?? .live
      var json = JSONValue.provenance(of: freshness, timeZone: content.timetable.timeZone)
      json["days"] = .array(content.days.map { .number($0.timetable.day.number) })
      json[kind.member] = .array(
        counts.map {
          .object([
            "name": .string($0.name), "session_count": .number($0.sessionCount),
            "days": .array($0.days.map { .number($0.number) }),
          ])
        })
      return context.show(
        arguments, savedCopyOf: TimetableCommand.savedCopies(content), savedAt: content.savedAt,
        because: content.staleBecause, timeZone: content.timetable.timeZone, json: .object(json),
        text: { write(counts, kind, on: context.console) })
    case .failed(let error):
      if case .dayNotFound = error { throw UsageError(error.description) }
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the programme ended in \(viewModel.state)")
    }
  }

  private static func write(
    _ counts: [TimetableViewModel.NameCount], _ kind: Kind, on console: Console
  ) {
    guard !counts.isEmpty else {
      console.writeLine("No \(kind.member).")
      return
    }
    console.write(
      TextTable(
        columns: [
          TextTable.Column("SESSIONS", minimumWidth: .max),
          TextTable.Column("DAYS", minimumWidth: .max), TextTable.Column(kind.header),
        ],
        rows: counts.map {
          [
            "\($0.sessionCount)", $0.days.map(\.description).joined(separator: ","),
            $0.name.sanitizedForTerminal(),
          ]
        }))
  }
}
