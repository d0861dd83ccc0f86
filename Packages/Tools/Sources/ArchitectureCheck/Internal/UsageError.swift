/// A command-line mistake: printed with usage, exit code 2.
struct UsageError: Error, Equatable {
  var message: String
  var subcommand: ParsedArguments.Subcommand
}
