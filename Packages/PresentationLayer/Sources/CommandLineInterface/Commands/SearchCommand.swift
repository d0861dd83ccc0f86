import Domain
import Foundation
import ViewModel

/// `conf search <text> ... [--json]`: sessions whose title, abstract or speakers match a text.
struct SearchCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> SearchViewModel

  static let text = ArgumentDefinition(
    name: "text", help: "The text to look for; several words are one phrase.",
    takesRemainingWords: true)

  let configuration = CommandConfiguration(
    name: "search",
    abstract: "Find sessions by title, abstract or speaker name.",
    discussion: """
      Several words are one phrase (conf search Emily Chen). Letter case, accents and the \
      width of letters do not matter: 'chloe' finds Chloé. When the backend cannot be \
      reached, the saved days are searched instead, with a warning on standard error. Times \
      are shown in the conference's time zone, or the one --tz or CONF_TZ names.
      """,
    arguments: [
      Self.text
    ],
    options: [
      TimeZoneOption.definition,
      Flag.json(insteadOf: "a table"),
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("Sessions about actors", "conf search actor"),
      CommandExample("A speaker's sessions, as JSON", "conf search 'Emily Chen' --json"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if let text = arguments[Self.text], !text.contains(where: { !$0.isWhitespace }) {
      throw UsageError(TimetableError.emptyQuery.description)
    }
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let text = arguments[Self.text] else {
      throw .missingArgument(Self.text)
    }
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let viewModel = makeViewModel()
    await viewModel.search(matching: text)

    switch viewModel.state {
    case .loaded(let content):
      return show(content, for: arguments, in: display, context: context)
    case .failed(.emptyQuery):
      throw UsageError(TimetableError.emptyQuery.description)
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the search finished in state \(viewModel.state)")
    }
  }

  /// Shows the answer. A function of its own, never inlined into `run`: inlined there, the
  /// release build's optimiser (CopyPropagation, Swift 6.3.1) crashes the compiler ("Found
  /// ownership error?!"), so `swift build -c release` and `scripts/bench` failed.
  @inline(never)
  private func show(
    _ content: SearchViewModel.Content, for arguments: ParsedArguments, in display: DisplayZone,
    context: CommandContext
  ) -> ExitCode {
    warnAboutUnsearchedDays(content, on: context.console)
    let timeZone = content.sessions.first?.timeZone ?? .gmt
    return context.show(
      arguments, savedCopyOf: Self.savedCopies(content), savedAt: content.savedAt,
      because: content.results.freshness.staleBecause,
      timeZone: display.zone(conference: timeZone), json: Self.json(content),
      text: { render(content, in: display, on: context.console) })
  }

  /// What the saved-copy warning says was searched: `matches in the copies of days 1 and 2`.
  static func savedCopies(_ content: SearchViewModel.Content) -> String {
    let days = content.results.searchedDays
    let noun = days.count == 1 ? "the copy of day" : "the copies of days"
    return "matches in \(noun) \(listed(days.map(\.description)))"
  }

  /// `1`, `1 and 2`, `1, 2 and 3`.
  static func listed(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// Warns that days never loaded (so never saved) were not searched offline.
  private func warnAboutUnsearchedDays(_ content: SearchViewModel.Content, on console: Console) {
    let missing = content.results.unsearchedDays
    guard content.isCached, !missing.isEmpty else { return }
    let days = missing.count == 1 ? "day" : "days"
    let verb = missing.count == 1 ? "was" : "were"
    console.writeErrorLine(
      "Warning: \(days) \(Self.listed(missing.map(\.description))) \(verb) never loaded, so "
        + "\(missing.count == 1 ? "it was" : "they were") not searched.")
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(_ content: SearchViewModel.Content) -> JSONValue {
    let timeZone = content.sessions.first?.timeZone ?? .gmt
    var members = JSONValue.provenance(of: content.results.freshness, timeZone: timeZone)
    members["query"] = .string(content.query.sanitizedForTerminal())
    members["searched_days"] = .array(content.results.searchedDays.map { .number($0.number) })
    members["sessions"] = .array(
      content.results.matches.map { match in
        .session(
          match.session, timeZone: match.session.timeZone,
          adding: ["matched_fields": .array(match.matchedFields.map { .string($0.rawValue) })])
      })
    return .object(members)
  }

  private func render(
    _ content: SearchViewModel.Content, in display: DisplayZone, on console: Console
  ) {
    let query = content.query.sanitizedForTerminal()
    guard let first = content.sessions.first else {
      console.writeLine("No sessions match '\(query)'.".truncated(toDisplayWidth: console.width))
      return
    }
    let zone = display.zone(conference: first.timeZone)
    let count =
      content.rows.count == 1 ? "1 session matches" : "\(content.rows.count) sessions match"
    let summary =
      "\(count) '\(query)' (\(ZoneLabel.text(conference: first.timeZone, display: display, at: first.startsAt))):"
    for line in summary.wrapped(toDisplayWidth: console.width) {
      console.writeLine(line)
    }
    console.writeLine()
    let table = TextTable(
      columns: [
        TextTable.Column("DAY", minimumWidth: .max),
        TextTable.Column("TIME", minimumWidth: .max),
        TextTable.Column("ID", minimumWidth: .max),
        TextTable.Column("ROOM", minimumWidth: .max, maximumWidth: 16, isOptional: true),
        TextTable.Column("MATCH", minimumWidth: .max, isOptional: true),
        TextTable.Column("SPEAKERS", minimumWidth: 8, maximumWidth: 18),
        TextTable.Column("TITLE", minimumWidth: 10),
      ],
      rows: content.sessions.map { session in
        let row = SessionRow(session: session, timeZone: zone)
        let conferenceDate = SessionRow(session: session).date
        return [
          String(row.day.number), SessionTable.timeText(besides: conferenceDate)(row),
          row.id.rawValue, row.roomCell,
          content.matchedFields(of: row.id), content.speakers(of: row.id),
          row.title,
        ].map { $0.sanitizedForTerminal() }
      })
    console.write(table)
  }
}
