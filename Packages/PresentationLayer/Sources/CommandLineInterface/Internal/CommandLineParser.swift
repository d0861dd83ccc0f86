/// Parses one command's arguments the way swift-argument-parser users expect.
///
/// Accepts `--opt value`, `--opt=value`, the short forms `-o value` and `-o=value`, and flags;
/// `--` ends options, so everything after it is positional. A value that itself starts with `--`
/// (or is a declared short option) is taken for a missing value. Repeated options: the last
/// value wins.
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
  ///   a missing or extra positional argument (with a hint when the extra one looks like a known
  ///   mistake), an optional argument given together with its option. With
  ///   `redactsUnexpectedInput`, an extra argument or an unknown single-dash option is reported
  ///   without being shown.
  package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments(for: configuration)
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
      let option = try option(for: argument)
      let inlineValue = split(argument).value
      if option.isFlag {
        if let inlineValue {
          throw .unexpectedValue(inlineValue, for: option)
        }
        parsed.flags.insert(option.name)
      } else if let inlineValue {
        parsed.values[option.name] = inlineValue
      } else if index < arguments.endIndex, !looksLikeAnOption(arguments[index]) {
        parsed.values[option.name] = arguments[index]
        index += 1
      } else {
        throw .missingValue(for: option)
      }
    }
    var remaining = positionals[...]
    for definition in configuration.arguments where !definition.isOptional {
      guard let value = remaining.popFirst() else {
        throw .missingArgument(definition)
      }
      if definition.takesRemainingWords {
        parsed.arguments[definition.name] = ([value] + remaining).joined(separator: " ")
        parsed.argumentWords[definition.name] = [value] + remaining
        remaining = []
      } else {
        parsed.arguments[definition.name] = value
      }
    }
    for definition in configuration.arguments where definition.isOptional {
      guard let value = remaining.popFirst() else { break }
      parsed.arguments[definition.name] = value
      if let optionName = definition.optionName,
        let option = configuration.option(named: optionName)
      {
        guard parsed.values[optionName] == nil else {
          throw UsageError("give either '\(definition.label)' or '\(option.label)', not both")
        }
        parsed.values[optionName] = value
      }
    }
    if let extra = remaining.first {
      let hint = KnownGuesses.hint(forUnexpectedArgument: extra, of: configuration.name)
      throw configuration.redactsUnexpectedInput
        ? .redacted("an unexpected argument", hint: hint) : .unexpectedArgument(extra, hint: hint)
    }
    return parsed
  }

  /// The option `argument` (`--name`, `--name=value`, `-n` or `-n=value`) names.
  private func option(for argument: String) throws(UsageError) -> OptionDefinition {
    let name = split(argument).name
    if argument.hasPrefix("--") {
      if let explanation = configuration.refusedOptions[name] {
        throw UsageError(explanation)
      }
      if let option = configuration.option(named: name) {
        return option
      }
    } else if name.count == 1, let letter = name.first,
      let option = configuration.option(shortName: letter)
    {
      return option
    }
    let typed = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    guard typed.hasPrefix("--") || !configuration.redactsUnexpectedInput else {
      throw .redacted("an unknown option", hint: nil)
    }
    throw .unknownOption(typed, suggestion: suggestion(for: typed))
  }

  /// Whether `argument` reads as the next option rather than a value: it starts with `--`, or
  /// it is `-h` or a declared short option.
  private func looksLikeAnOption(_ argument: String) -> Bool {
    if argument.hasPrefix("--") || argument == "-h" {
      return true
    }
    let body = argument.dropFirst()
    return argument.hasPrefix("-") && body.count == 1
      && body.first.flatMap(configuration.option(shortName:)) != nil
  }

  /// `--name=value` (or `-n=value`) as (`name`, `value`); `--name` as (`name`, `nil`).
  private func split(_ argument: String) -> (name: String, value: String?) {
    let body = argument.dropFirst(argument.hasPrefix("--") ? 2 : 1)
    guard let equals = body.firstIndex(of: "=") else {
      return (String(body), nil)
    }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }

  private func suggestion(for typed: String) -> String? {
    let known =
      configuration.options.map { "--\($0.name)" } + ["--help"]
      + configuration.options.compactMap { $0.shortName.map { "-\($0)" } }
    return SpellingSuggester.suggestion(for: typed, among: known)
  }
}
