import Domain
import ViewModel

/// `conf search <text> [--json]`: sessions whose title, abstract or speakers match a text.
struct SearchCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> SearchViewModel

  let configuration = CommandConfiguration(
    name: "search",
    abstract: "Find sessions by title, abstract or speaker name.",
    discussion: """
      Searching needs the backend; quote text of several words. Times are shown in the \
      conference's time zone.
      """,
    arguments: [
      ArgumentDefinition(name: "text", help: "The text to look for (any letter case).")
    ],
    options: [
      OptionDefinition(
        name: "json", shortName: "j", help: "Print JSON instead of a table (see docs/cli.md).")
    ],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("Sessions about actors", "conf search actor"),
      CommandExample("A speaker's sessions, as JSON", "conf search 'Emily Chen' --json"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if let text = arguments.argument("text"), !text.contains(where: { !$0.isWhitespace }) {
      throw UsageError(TimetableError.emptyQuery.description)
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let text = arguments.argument("text") else {
      throw .missingArgument(ArgumentDefinition(name: "text", help: ""))
    }
    let viewModel = makeViewModel()
    await viewModel.search(matching: text)

    switch viewModel.state {
    case .loaded(let content):
      return context.show(
        arguments, json: Self.json(content), text: { render(content, on: context.console) })
    case .failed(.emptyQuery):
      throw UsageError(TimetableError.emptyQuery.description)
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the search finished in state \(viewModel.state)")
    }
  }

  /// The `--json` document (schema in docs/cli.md).
  static func json(_ content: SearchViewModel.Content) -> JSONValue {
    .object([
      "query": .string(content.query.sanitizedForTerminal()),
      "sessions": .array(content.sessions.map { .session($0, timeZone: $0.timeZone) }),
    ])
  }

  private func render(_ content: SearchViewModel.Content, on console: Console) {
    let query = content.query.sanitizedForTerminal()
    let summary =
      switch content.rows.count {
      case 0: "No sessions match '\(query)'."
      case 1: "1 session matches '\(query)':"
      default: "\(content.rows.count) sessions match '\(query)':"
      }
    console.writeLine(summary.truncated(toDisplayWidth: console.width))
    guard !content.rows.isEmpty else { return }
    console.writeLine()
    let table = TextTable(
      columns: [
        TextTable.Column("DAY", minimumWidth: .max),
        TextTable.Column("TIME", minimumWidth: .max),
        TextTable.Column("ID", minimumWidth: .max),
        TextTable.Column("TRACK", minimumWidth: 5, maximumWidth: 16),
        TextTable.Column("TITLE", minimumWidth: 10),
      ],
      rows: content.rows.map { row in
        [String(row.day.number), row.timeRange, row.id.rawValue, row.track, row.title].map {
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
