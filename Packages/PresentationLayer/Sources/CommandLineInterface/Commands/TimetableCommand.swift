import Domain
import Foundation
import ViewModel

/// `conf timetable [--day <n>] [--track <name>] [--json]`: one day of the programme.
struct TimetableCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> TimetableViewModel

  let configuration = CommandConfiguration(
    name: "timetable",
    abstract: "Show one day of the conference timetable.",
    discussion: """
      Times are shown in the conference's time zone. When the backend cannot be reached, the \
      last saved copy is shown and a warning on standard error says when it was saved.
      """,
    arguments: [
      ArgumentDefinition(
        name: "day", help: "Another way to give --day: 'conf timetable 2'.",
        givingOption: "day", completion: .days)
    ],
    options: [
      OptionDefinition(
        name: "day", shortName: "d", valueName: "n", help: "The conference day, 1 to 3.",
        defaultValue: "1", completion: .days),
      OptionDefinition(
        name: "track", shortName: "t", valueName: "name",
        help: "Show only the sessions of this track (any letter case).", completion: .tracks),
      OptionDefinition(
        name: "json", shortName: "j", help: "Print JSON instead of a table (see docs/cli.md)."),
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("The first day's programme", "conf timetable"),
      CommandExample("Day 2, SwiftUI sessions only", "conf timetable 2 -t swiftui"),
      CommandExample("Day 3 as JSON, for scripts", "conf timetable --day 3 --json"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    _ = try Self.day(from: arguments.value(of: "day"))
    if let track = arguments.value(of: "track"), !track.contains(where: { !$0.isWhitespace }) {
      throw .invalidValue(track, for: "--track <name>", reason: "give a track's name")
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let day = try Self.day(from: arguments.value(of: "day"))
    let viewModel = makeViewModel()
    if let track = arguments.value(of: "track") {
      viewModel.selectTrack(track)
    }
    await viewModel.load(day: day)

    switch viewModel.state {
    case .loaded(let content):
      let timetable = content.timetable
      return context.show(
        arguments, savedCopyOf: "the copy of day \(timetable.day)", savedAt: content.savedAt,
        timeZone: timetable.timeZone, json: Self.json(content),
        text: { render(content, on: context.console, now: context.now) })
    case .failed(let failure):
      switch failure {
      case .timetable(let error):
        if case .dayNotFound = error {
          throw UsageError(error.description)
        }
        return context.fail(with: error)
      case .unknownTrack:
        throw UsageError("\(failure.message). \(failure.recoverySuggestion)")
      }
    case .idle, .loading:
      return context.failInternally("the timetable finished loading in state \(viewModel.state)")
    }
  }

  /// The day `--day` names, day 1 when absent.
  static func day(from text: String?) throws(UsageError) -> ConferenceDay {
    guard let text else { return .first }
    let reason =
      "the conference runs on days \(ConferenceDay.validNumbers.lowerBound) to "
      + "\(ConferenceDay.validNumbers.upperBound)"
    // Plain decimal digits only: no sign, no spaces, no other numerals.
    guard !text.isEmpty, text.utf8.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(text)
    else {
      throw .invalidValue(text, for: "--day <n>", reason: reason)
    }
    do {
      return try ConferenceDay(number)
    } catch {
      throw .invalidValue(text, for: "--day <n>", reason: reason)
    }
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(_ content: TimetableViewModel.Content) -> JSONValue {
    let timetable = content.timetable
    var members = JSONValue.provenance(of: timetable.freshness, timeZone: timetable.timeZone)
    members["day"] = .number(timetable.day.number)
    members["date"] = .string(timetable.date.description)
    members["time_zone"] = .string(timetable.timeZone.identifier)
    members["track"] = .optional(content.selectedTrack?.name)
    members["sessions"] = .array(
      content.sessions.map { .session($0, timeZone: timetable.timeZone) })
    return .object(members)
  }

  private func render(_ content: TimetableViewModel.Content, on console: Console, now: Date) {
    let timetable = content.timetable
    let formatter = ConferenceTimeFormatter(timeZone: timetable.timeZone)
    let offset = formatter.offset(at: timetable.sessions.first?.startsAt ?? now)
    var title = "Day \(timetable.day), \(timetable.date)"
    if let track = content.selectedTrack {
      title += ", track \(track.name)"
    }
    title += " (\(timetable.timeZone.identifier), UTC\(offset))"
    for line in title.sanitizedForTerminal().wrapped(toDisplayWidth: console.width) {
      console.writeLine(console.styled(line, .bold))
    }
    console.writeLine()
    guard !content.rows.isEmpty else {
      console.writeLine("No sessions.")
      return
    }
    let table = TextTable(
      columns: [
        TextTable.Column("TIME", minimumWidth: .max),
        TextTable.Column("ID", minimumWidth: .max),
        TextTable.Column("TRACK", minimumWidth: 5, maximumWidth: 16),
        TextTable.Column("TITLE", minimumWidth: 10),
      ],
      rows: content.rows.map { row in
        [row.timeRange, row.id.rawValue, row.track, row.title].map {
          $0.sanitizedForTerminal()
        }
      })
    let lines = table.lines(fittingWidth: console.width)
    console.writeLine(console.styled(lines.header, .bold))
    for line in lines.rows {
      console.writeLine(line)
    }
  }
}
