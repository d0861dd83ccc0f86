/// One `conf` subcommand.
///
/// A command declares its arguments and options in `configuration` (which drives parsing and
/// help, completion and the exit-code table) and runs with them already parsed. Each option is
/// declared once, usually as a static `Option` (its kind's conversion and usage error with it)
/// or `Flag`, listed in `configuration` and read through that same value:
/// `try arguments[Self.day]`, `arguments[Self.json]`, `arguments[Self.id]`. To add one,
/// write a type in Commands/ and list it in its feature's `CommandLineFeature` factory
/// (`CommandLineFeature+<Feature>.swift`); a nested command (`conf profile set-phone`) is listed
/// in its parent's `subcommands` instead, and its configuration's name is the whole path
/// (`profile set-phone`).
@MainActor
protocol Command {
  /// The name, summary, arguments and options.
  var configuration: CommandConfiguration { get }

  /// The commands nested under this one, chosen by the first argument; none by default.
  var subcommands: [any Command] { get }

  /// Checks the parsed arguments' values before the app is set up, so a usage error is reported
  /// (exit 64) whatever the environment; does nothing by default.
  ///
  /// - Throws: `UsageError` when a value is unacceptable on its face (not when it needs data).
  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)

  /// Runs with parsed arguments, writing through `context.console`.
  ///
  /// - Throws: `UsageError` when an argument's value is unacceptable; the caller prints it with
  ///   the command's usage and exits 64.
  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
}

extension Command {
  var subcommands: [any Command] { [] }

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {}

  /// The configurations of `subcommands`, for help pages.
  var subcommandConfigurations: [CommandConfiguration] {
    subcommands.map(\.configuration)
  }
}
