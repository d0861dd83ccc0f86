/// A mistake on the command line; reported with the usage line and exit code 64.
package struct UsageError: Error, Equatable {
  /// What is wrong, without the `Error: ` prefix.
  package let message: String

  /// Creates an error saying `message`.
  package init(_ message: String) {
    self.message = message
  }

  static func unknownCommand(_ name: String, suggestions: [String]) -> UsageError {
    UsageError("unknown command '\(name)'." + didYouMean(suggestions))
  }

  static func unknownSubcommand(
    _ name: String, of command: String, suggestion: String?
  ) -> UsageError {
    UsageError("unknown subcommand '\(name)' of 'conf \(command)'." + didYouMean(suggestion))
  }

  static func unknownOption(_ option: String, suggestion: String?) -> UsageError {
    UsageError("unknown option '\(option)'." + didYouMean(suggestion))
  }

  static func unknownOption(_ option: String, suggestions: [String]) -> UsageError {
    UsageError("unknown option '\(option)'." + didYouMean(suggestions))
  }

  static func missingValue(for option: OptionDefinition) -> UsageError {
    UsageError("missing value for '\(option.label)'")
  }

  static func unexpectedValue(_ value: String, for option: OptionDefinition) -> UsageError {
    UsageError("'\(option.label)' does not take a value (got '\(value)')")
  }

  static func missingArgument(_ argument: ArgumentDefinition) -> UsageError {
    UsageError("missing expected argument '\(argument.label)'")
  }

  /// `argument` was not expected; `hint` says what was probably meant.
  static func unexpectedArgument(_ argument: String, hint: String? = nil) -> UsageError {
    UsageError("unexpected argument '\(argument)'" + (hint.map { "; \($0)" } ?? ""))
  }

  /// `what` was given, and is not shown because it may be a password; `hint` says what was
  /// probably meant.
  static func redacted(_ what: String, hint: String?) -> UsageError {
    UsageError(
      "\(what) was given (not shown, as it may be a password)" + (hint.map { "; \($0)" } ?? ""))
  }

  static func invalidValue(_ value: String, for label: String, reason: String) -> UsageError {
    UsageError("invalid value '\(value)' for '\(label)': \(reason)")
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    didYouMean(suggestion.map { [$0] } ?? [])
  }

  /// ` Did you mean 'a'?`, ` Did you mean 'a' or 'b'?`, or nothing for no suggestion.
  private static func didYouMean(_ suggestions: [String]) -> String {
    let quoted = suggestions.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    let choices =
      quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    return " Did you mean \(choices)?"
  }
}
