/// The arguments of one command, parsed and checked against its configuration, read through
/// the declarations that configuration lists: `arguments[Self.day]`, `arguments[Self.json]`,
/// `arguments[Self.id]`.
///
/// Reading an option, flag or argument the command does not declare is a bug in conf, not a
/// mistake on the command line: it stops the program (`preconditionFailure`) naming the
/// command and the name, so any test that runs the read fails.
package struct ParsedArguments: Equatable {
  /// The command's name, for the message of a read it does not declare.
  private let command: String
  /// The names of the options and flags the command declares.
  private let declaredOptions: Set<String>
  /// The names of the positional arguments the command declares.
  private let declaredArguments: Set<String>
  /// Option values by option name; when an option is repeated, the last value wins.
  var values: [String: String] = [:]
  /// The flags that were given, by name.
  var flags: Set<String> = []
  /// Positional arguments by argument name.
  var arguments: [String: String] = [:]
  /// The words of an argument that takes the remaining words, each as it was given (`conf
  /// bookmark add 101 102`: `["101", "102"]`), by argument name.
  var argumentWords: [String: [String]] = [:]

  /// Creates empty arguments for the command `configuration` describes.
  package init(for configuration: CommandConfiguration) {
    command = configuration.name
    declaredOptions = Set(configuration.options.map(\.name))
    declaredArguments = Set(configuration.arguments.map(\.name))
  }

  /// The value given for `option`, converted, or `nil` when it was absent.
  ///
  /// - Throws: `UsageError` when the text given is not a value of the option's kind.
  package subscript<Value>(option: Option<Value>) -> Value? {
    get throws(UsageError) {
      guard let text = values[declared(option)] else { return nil }
      return try option.value(from: text)
    }
  }

  /// Whether `flag` was given.
  package subscript(flag: Flag) -> Bool {
    flags.contains(declared(flag))
  }

  /// Whether `option` was given, without converting its value.
  package func contains<Value>(_ option: Option<Value>) -> Bool {
    values[declared(option)] != nil
  }

  /// Whether the command declares `option` at all: for code shared by commands that have it
  /// and commands that do not (`--json`).
  package func declares(_ option: some OptionDeclaration) -> Bool {
    declaredOptions.contains(option.definition.name)
  }

  /// The positional `argument`, or `nil` when it was absent; for one that takes the remaining
  /// words, the words joined by single spaces.
  package subscript(argument: ArgumentDefinition) -> String? {
    arguments[declared(argument)]
  }

  /// The words given for `argument` when it takes the remaining words, each as given (a quoted
  /// word with spaces stays one); its one value otherwise, or none.
  package func words(of argument: ArgumentDefinition) -> [String] {
    let name = declared(argument)
    return argumentWords[name] ?? arguments[name].map { [$0] } ?? []
  }

  private func declared(_ option: some OptionDeclaration) -> String {
    let name = option.definition.name
    guard declaredOptions.contains(name) else {
      preconditionFailure("'conf \(command)' reads '--\(name)', which it does not declare")
    }
    return name
  }

  private func declared(_ argument: ArgumentDefinition) -> String {
    guard declaredArguments.contains(argument.name) else {
      preconditionFailure(
        "'conf \(command)' reads the argument '\(argument.label)', which it does not declare")
    }
    return argument.name
  }
}
