import Domain
import ViewModel

/// `conf speakers [--json]`: every speaker of the programme with their number of sessions.
struct SpeakersCommand: Command {
  /// Makes the view model that loads the programme, once per run.
  let makeViewModel: @MainActor @Sendable () -> TimetableViewModel

  let configuration = CommandConfiguration(
    name: "speakers",
    abstract: "List the speakers, with their number of sessions.",
    discussion: "Every day is read (offline, the saved days). One speaker: 'conf speaker <name>'.",
    options: [Flag.json(insteadOf: "a table")],
    exitCodes: [.unavailable],
    examples: [CommandExample("Who speaks, and how often", "conf speakers")])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let (loaded, failure) = await SpeakerProgramme.load(makeViewModel(), in: context)
    guard let programme = loaded else { return failure }
    let entries = programme.directory.entries
    return programme.show(
      arguments, in: context,
      speakers: entries.map {
        .speaker(
          $0.speaker,
          adding: [
            "session_count": .number($0.sessions.count),
            "session_ids": .array($0.sessions.map { .string($0.id.rawValue) }),
          ])
      }
    ) {
      context.console.write(
        TextTable(
          columns: [TextTable.Column("SESSIONS", minimumWidth: .max), TextTable.Column("SPEAKER")],
          rows: entries.map { ["\($0.sessions.count)", $0.speaker.name.sanitizedForTerminal()] }
        ))
    }
  }
}

/// `conf speaker <name> ... [--tz <zone>] [--json]`: the sessions of the speakers whose name
/// contains a text.
struct SpeakerCommand: Command {
  /// Makes the view model that loads the programme, once per run.
  let makeViewModel: @MainActor @Sendable () -> TimetableViewModel

  static let name = ArgumentDefinition(
    name: "name", help: "The speaker's name, or part of it; several words are one name.",
    takesRemainingWords: true)

  let configuration = CommandConfiguration(
    name: "speaker",
    abstract: "Show a speaker's sessions.",
    discussion: """
      The name is matched as 'conf timetable --speaker' does (any letter case or accents; \
      part of a name shows every speaker it matches, unless one has exactly that name).
      """,
    arguments: [
      Self.name
    ],
    options: [TimeZoneOption.definition, Flag.json(insteadOf: "a table")],
    exitCodes: [.unavailable],
    examples: [CommandExample("In your own time zone", "conf speaker chen --tz Europe/Paris")])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if let name = arguments[Self.name], !name.contains(where: { !$0.isWhitespace }) {
      throw .invalidValue(name, for: "<name>", reason: "give a speaker's name")
    }
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let name = arguments[Self.name] else {
      throw .missingArgument(Self.name)
    }
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let (loaded, failure) = await SpeakerProgramme.load(makeViewModel(), in: context)
    guard let programme = loaded else { return failure }
    let entries = programme.directory.entries(matching: name)
    guard let first = entries.first?.sessions.first else {
      let failure = TimetableError.unknownSpeaker(
        name: name, days: programme.content.days.map(\.timetable.day),
        knownSpeakers: programme.directory.entries.map(\.speaker.name))
      throw UsageError(TimetableCommand.message(for: failure))
    }
    let zone = display.zone(conference: first.timeZone)
    let label = ZoneLabel.text(conference: first.timeZone, display: display, at: first.startsAt)
    return programme.show(
      arguments, in: context,
      speakers: entries.map {
        .speaker(
          $0.speaker, adding: ["sessions": .array($0.sessions.map { .session($0, timeZone: zone) })]
        )
      }
    ) {
      for (index, entry) in entries.enumerated() {
        let count = entry.sessions.count == 1 ? "1 session" : "\(entry.sessions.count) sessions"
        let affiliation = entry.speaker.affiliation.map { " (\($0))" } ?? ""
        let heading = "\(entry.speaker.name)\(affiliation), \(count) (\(label)):"
        let width = context.console.width
        let lines =
          (index > 0 ? [""] : []) + heading.sanitizedForTerminal().wrapped(toDisplayWidth: width)
          + [""]
        for line in lines { context.console.writeLine(line) }
        context.console.write(
          TextTable(
            columns: ["DAY", "TIME", "ID", "ROOM", "TITLE"].map {
              TextTable.Column(
                $0, minimumWidth: $0 == "TITLE" ? 10 : .max, isOptional: $0 == "ROOM")
            },
            rows: entry.sessions.map { session in
              let row = SessionRow(session: session, timeZone: zone)
              let time = SessionTable.timeText(besides: SessionRow(session: session).date)(row)
              return [String(row.day.number), time, row.id.rawValue, row.roomCell, row.title]
                .map { $0.sanitizedForTerminal() }
            }))
      }
    }
  }
}

/// Every day of the programme (read through the timetable's view model) and its speakers.
@MainActor
private struct SpeakerProgramme {
  let content: TimetableViewModel.Content
  let directory: SpeakerDirectory

  /// Loads every day; `nil` and the exit code after reporting a failure.
  static func load(
    _ viewModel: TimetableViewModel, in context: CommandContext
  ) async -> (SpeakerProgramme?, ExitCode) {
    await viewModel.loadAll()
    switch viewModel.state {
    case .loaded(let content):
      let directory = SpeakerDirectory(timetables: content.days.map(\.timetable))
      return (SpeakerProgramme(content: content, directory: directory), .success)
    case .failed(let error): return (nil, context.fail(with: error))
    case .idle, .loading:
      return (nil, context.failInternally("the programme ended in \(viewModel.state)"))
    }
  }

  /// Shows `speakers` as `--json` (with the days' source) or the text, warning of saved copies.
  func show(
    _ arguments: ParsedArguments, in context: CommandContext, speakers: [JSONValue],
    text render: () -> Void
  ) -> ExitCode {
    let freshness =
      content.savedAt.map { Freshness.cached(savedAt: $0, because: content.staleBecause) }
      ?? .live
    var json = JSONValue.provenance(of: freshness, timeZone: content.timetable.timeZone)
    json["days"] = .array(content.days.map { .number($0.timetable.day.number) })
    json["speakers"] = .array(speakers)
    return context.show(
      arguments, savedCopyOf: TimetableCommand.savedCopies(content), savedAt: content.savedAt,
      because: content.staleBecause, timeZone: content.timetable.timeZone, json: .object(json),
      text: render)
  }
}
