/// What a command accepts, and the texts its help shows.
package struct CommandConfiguration: Sendable, Equatable {
  /// The subcommand's name, for example `timetable`.
  package let name: String
  /// One sentence for OVERVIEW and the SUBCOMMANDS list.
  package let abstract: String
  /// More detail for the help page, or `nil`.
  package let discussion: String?
  /// Positional arguments, all required, in order.
  package let arguments: [ArgumentDefinition]
  /// Options and flags, in the order help lists them.
  package let options: [OptionDefinition]

  /// Creates a configuration.
  package init(
    name: String, abstract: String, discussion: String? = nil,
    arguments: [ArgumentDefinition] = [], options: [OptionDefinition] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
  }

  /// The one-line synopsis, for example `conf session <id> [--json]`.
  package var usage: String {
    (["conf", name] + arguments.map(\.label) + options.map { "[\($0.label)]" })
      .joined(separator: " ")
  }

  /// The option called `name` (without dashes), if declared.
  package func option(named name: String) -> OptionDefinition? {
    options.first { $0.name == name }
  }
}
