import ViewModel

/// `conf rooms [--day <n>] [--json]`: the programme's rooms with their number of sessions.
struct RoomsCommand: Command {
  /// Makes the view model that loads the programme, once per run.
  let makeViewModel: @MainActor @Sendable () -> TimetableViewModel

  let configuration = CommandConfiguration(
    name: "rooms",
    abstract: "List the rooms, with their number of sessions.",
    discussion: """
      Every day is read (offline, the saved days), or the days --day names. Any unique part of \
      a room's name selects it in 'conf timetable --room'.
      """,
    options: [NameCountListing.dayOption, Flag.json(insteadOf: "a table")],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("The rooms and how busy they are", "conf rooms"),
      CommandExample("Day 1's rooms as JSON", "conf rooms --day 1 --json"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try NameCountListing.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    try await NameCountListing.run(.rooms, arguments, viewModel: makeViewModel(), in: context)
  }
}
