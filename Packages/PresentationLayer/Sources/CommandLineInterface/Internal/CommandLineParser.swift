/// Parses one command's arguments the way swift-argument-parser users expect.
///
/// Accepts `--opt value`, `--opt=value` and flags; `--` ends options, so everything after it is
/// positional. A value that itself starts with `--` is taken for a missing value. Repeated options:
/// the last value wins.
package struct CommandLineParser {
  /// The command whose arguments are parsed.
  package let configuration: CommandConfiguration

  /// Creates a parser for `configuration`.
  package init(configuration: CommandConfiguration) {
    self.configuration = configuration
  }

  /// Whether `arguments` ask for help (`-h` or `--help` before any `--`).
  package static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" {
        return false
      }
      if argument == "-h" || argument == "--help" {
        return true
      }
    }
    return false
  }

  /// The parsed arguments.
  ///
  /// - Throws: `UsageError` for an unknown option (with a suggestion when one is close), a
  ///   refused option (with its explanation, never its value), a missing or unexpected value,
  ///   a missing or extra positional argument. With `redactsUnexpectedInput`, an extra argument
  ///   or an unknown single-dash option is reported without being shown.
  package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var positionals: [String] = []
    var index = arguments.startIndex
    var isPastOptions = false
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if isPastOptions || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        isPastOptions = true
        continue
      }
      let (name, inlineValue) = split(argument)
      if argument.hasPrefix("--"), let explanation = configuration.refusedOptions[name] {
        throw UsageError(explanation)
      }
      guard argument.hasPrefix("--"), let option = configuration.option(named: name) else {
        let typed = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        guard typed.hasPrefix("--") || !configuration.redactsUnexpectedInput else {
          throw .redacted("an unknown option")
        }
        throw .unknownOption(typed, suggestion: suggestion(for: typed))
      }
      if option.isFlag {
        if let inlineValue {
          throw .unexpectedValue(inlineValue, for: option)
        }
        parsed.flags.insert(option.name)
      } else if let inlineValue {
        parsed.values[option.name] = inlineValue
      } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
        parsed.values[option.name] = arguments[index]
        index += 1
      } else {
        throw .missingValue(for: option)
      }
    }
    var used = 0
    for (position, definition) in configuration.arguments.enumerated() {
      guard position < positionals.count else {
        throw .missingArgument(definition)
      }
      let words =
        definition.takesRemainingWords ? Array(positionals[position...]) : [positionals[position]]
      parsed.arguments[definition.name] = words.joined(separator: " ")
      used = position + words.count
    }
    if let extra = positionals.dropFirst(used).first {
      throw configuration.redactsUnexpectedInput
        ? .redacted("an unexpected argument") : .unexpectedArgument(extra)
    }
    return parsed
  }

  /// `--name=value` as (`name`, `value`); `--name` as (`name`, `nil`).
  private func split(_ argument: String) -> (name: String, value: String?) {
    let body = argument.dropFirst(argument.hasPrefix("--") ? 2 : 1)
    guard let equals = body.firstIndex(of: "=") else {
      return (String(body), nil)
    }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }

  private func suggestion(for typed: String) -> String? {
    let known = configuration.options.map { "--\($0.name)" } + ["--help"]
    return SpellingSuggester.suggestion(for: typed, among: known)
  }
}
