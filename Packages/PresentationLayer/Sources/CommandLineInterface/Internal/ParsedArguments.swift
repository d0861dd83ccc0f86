/// The arguments of one command, parsed and checked against its configuration.
package struct ParsedArguments: Equatable {
  /// Option values by option name; when an option is repeated, the last value wins.
  package var values: [String: String]
  /// The flags that were given, by name.
  package var flags: Set<String>
  /// Positional arguments by argument name.
  package var arguments: [String: String]
  /// The words of an argument that takes the remaining words, each as it was given (`conf
  /// bookmark add 101 102`: `["101", "102"]`), by argument name.
  package var argumentWords: [String: [String]] = [:]

  /// Creates parsed arguments; empty by default.
  package init(
    values: [String: String] = [:], flags: Set<String> = [], arguments: [String: String] = [:]
  ) {
    self.values = values
    self.flags = flags
    self.arguments = arguments
  }

  /// The value given for the option `name`, or `nil` when it was absent.
  package func value(of name: String) -> String? {
    values[name]
  }

  /// Whether the flag `name` was given.
  package func isSet(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The positional argument `name`, or `nil` when it was absent.
  package func argument(_ name: String) -> String? {
    arguments[name]
  }

  /// The words given for the argument `name` that takes the remaining words, each as given (a
  /// quoted word with spaces stays one); the argument's one value otherwise, or none.
  package func words(of name: String) -> [String] {
    argumentWords[name] ?? arguments[name].map { [$0] } ?? []
  }
}
