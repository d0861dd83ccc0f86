import Domain
import Foundation
import ViewModel

/// `conf changes [--tz <zone>] [--json]`: what changed on the programme since you last looked.
struct ChangesCommand: Command {
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> ChangesViewModel

  let configuration = CommandConfiguration(
    name: "changes",
    abstract: "Show what changed on the programme since you last looked.",
    discussion:
      "Sessions that moved (day, time or room), were cancelled, added or removed since the last "
      + "'conf changes', bookmarked ones first (marked ★); a bookmark whose session vanished "
      + "stays and is shown as removed. Looking marks the programme seen.",
    options: [
      TimeZoneOption.definition,
      Flag.json(),
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("After a refresh", "conf changes"),
      CommandExample("As JSON", "conf changes --json"),
    ], requires: [.programmeChanges])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let viewModel = makeViewModel()
    await viewModel.load()
    return context.show(viewModel.state, of: "the changes") { result in
      let formatter = ConferenceTimeFormatter(timeZone: .gmt)
      var members = JSONValue.provenance(of: result.freshness, timeZone: .gmt)
      members["since"] = .optional(result.since.map(formatter.timestamp(of:)))
      members["changes"] = .array(result.changes.map { Self.json($0) })
      return context.show(
        arguments, savedCopyOf: "the changes in the programme", savedAt: result.freshness.savedAt,
        because: result.freshness.staleBecause,
        timeZone: display.zone(conference: result.changes.first?.session.timeZone ?? .gmt),
        json: .object(members),
        text: {
          for line in Self.lines(for: result, display: display, now: context.now) {
            context.console.writeLine(line.sanitizedForTerminal())
          }
        })
    }
  }

  /// The text: a heading, then one line per change (the app's Changes view shows the same).
  static func lines(for result: ProgrammeChanges, display: DisplayZone, now: Date) -> [String] {
    let zone = result.changes.first.map { display.zone(conference: $0.session.timeZone) }
    return ChangesViewModel.lines(for: result, timeZone: zone, now: now)
  }

  /// `{id, title, change, bookmarked, from?, to?}` with UTC timestamps.
  static func json(_ change: ProgrammeChange) -> JSONValue {
    let formatter = ConferenceTimeFormatter(timeZone: .gmt)
    func placement(_ placement: ProgrammeChange.Placement) -> JSONValue {
      .object([
        "day": .number(placement.day.number),
        "starts_at": .string(formatter.timestamp(of: placement.startsAt)),
        "ends_at": .string(formatter.timestamp(of: placement.endsAt)),
        "room": .string(placement.room),
      ])
    }
    var object: [String: JSONValue] = [
      "id": .string(change.session.id.rawValue),
      "title": .string(change.session.title),
      "bookmarked": .bool(change.isBookmarked),
    ]
    switch change.kind {
    case .added: object["change"] = .string("added")
    case .removed: object["change"] = .string("removed")
    case .cancelled: object["change"] = .string("cancelled")
    case .moved(let from, let to):
      object["change"] = .string("moved")
      object["from"] = placement(from)
      object["to"] = placement(to)
    }
    return .object(object)
  }
}
