/// A flag a command declares (`--all`, `-j, --json`): listed in its configuration and read as
/// a `Bool` through `ParsedArguments`.
package struct Flag: OptionDeclaration, Equatable {
  /// The flag's name, short form and help.
  package let definition: OptionDefinition

  /// Creates a flag called `name` (without dashes), with the one-letter `shortName` (without
  /// its dash) when it has one.
  package init(name: String, shortName: Character? = nil, help: String) {
    definition = OptionDefinition(name: name, shortName: shortName, help: help)
  }

  /// `-j, --json`: print JSON (its schema in docs/cli.md) instead of `what`.
  package static func json(insteadOf what: String = "text") -> Flag {
    Flag(name: "json", shortName: "j", help: "Print JSON instead of \(what) (see docs/cli.md).")
  }

  /// `--json` as the code every command shares reads it (`CommandContext.show`); a command
  /// declares its own `json(insteadOf:)`, with its own help.
  static let json = json()
}
