import ViewModel

/// `conf tracks [--day <n>] [--json]`: the programme's tracks with their number of sessions.
struct TracksCommand: Command {
  /// Makes the view model that loads the programme, once per run.
  let makeViewModel: @MainActor @Sendable () -> TimetableViewModel

  let configuration = CommandConfiguration(
    name: "tracks",
    abstract: "List the tracks, with their number of sessions.",
    discussion: """
      Every day is read (offline, the saved days), or the days --day names. Any unique part of \
      a track's name selects it in 'conf timetable --track'.
      """,
    options: [NameCountListing.dayOption, Flag.json(insteadOf: "a table")],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("The tracks and how busy they are", "conf tracks"),
      CommandExample("Day 2's tracks as JSON", "conf tracks --day 2 --json"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try NameCountListing.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    try await NameCountListing.run(.tracks, arguments, viewModel: makeViewModel(), in: context)
  }
}
