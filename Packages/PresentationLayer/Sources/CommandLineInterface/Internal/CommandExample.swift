/// One example on a help page: what it does, then the command line to type.
package struct CommandExample: Sendable, Equatable {
  /// What the example does, one short sentence without a final period.
  package let summary: String
  /// The command line, starting with `conf`; never wrapped or cut in help.
  package let commandLine: String

  /// Creates an example.
  package init(_ summary: String, _ commandLine: String) {
    self.summary = summary
    self.commandLine = commandLine
  }
}
