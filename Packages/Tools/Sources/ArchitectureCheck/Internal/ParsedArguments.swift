/// The command line of `archcheck`, parsed.
struct ParsedArguments: Equatable {
  enum Subcommand: String, CaseIterable {
    case check
    case graph
    case why
    case docs
  }

  static let valuedOptions = ["--root", "--rules", "--format", "--cache-dir"]
  static let flags = ["--no-cache", "--include-tests", "--update", "--version", "--help", "-h"]

  var subcommand: Subcommand = .check
  var positionals: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []
  var helpTopic: Subcommand?
  var wantsHelp = false

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) -> Result<ParsedArguments, UsageError> {
    var parsed = ParsedArguments()
    var sawSubcommand = false
    var namedSubcommand = false
    var optionsEnded = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if !optionsEnded, argument == "--" {
        optionsEnded = true
        continue
      }
      if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
        var name = argument
        var inlineValue: String?
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
          name = String(argument[..<equals])
          inlineValue = String(argument[argument.index(after: equals)...])
        }
        if valuedOptions.contains(name) {
          if let inlineValue {
            parsed.options[name] = inlineValue
          } else if index < arguments.count {
            parsed.options[name] = arguments[index]
            index += 1
          } else {
            return .failure(
              UsageError(message: "missing value for '\(name)'", subcommand: parsed.subcommand))
          }
        } else if flags.contains(name), inlineValue == nil {
          if name == "-h" || name == "--help" {
            parsed.wantsHelp = true
          } else {
            parsed.flags.insert(name)
          }
        } else {
          var message = "unknown option '\(name)'"
          if let suggestion = suggestion(for: name) {
            message += ". Did you mean '\(suggestion)'?"
          }
          return .failure(UsageError(message: message, subcommand: parsed.subcommand))
        }
        continue
      }
      if !sawSubcommand, parsed.positionals.isEmpty {
        if argument == "help" {
          parsed.wantsHelp = true
          sawSubcommand = true
          if index < arguments.count, let topic = Subcommand(rawValue: arguments[index]) {
            parsed.helpTopic = topic
            parsed.subcommand = topic
            index += 1
          }
          continue
        }
        if let subcommand = Subcommand(rawValue: argument) {
          parsed.subcommand = subcommand
          sawSubcommand = true
          namedSubcommand = true
          continue
        }
      }
      parsed.positionals.append(argument)
    }
    if parsed.wantsHelp, parsed.helpTopic == nil, namedSubcommand {
      parsed.helpTopic = parsed.subcommand
    }
    return .success(parsed)
  }

  /// The closest known option, if it is close enough to be a typo.
  static func suggestion(for option: String) -> String? {
    let candidates = (valuedOptions + flags).filter { $0.hasPrefix("--") }
    let scored = candidates.map { ($0, distance(option, $0)) }.sorted {
      ($0.1, $0.0) < ($1.1, $1.0)
    }
    guard let best = scored.first, best.1 <= 3 else { return nil }
    return best.0
  }

  private static func distance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    var previous = Array(0...right.count)
    for (i, leftCharacter) in left.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: right.count)
      for (j, rightCharacter) in right.enumerated() {
        current[j + 1] = Swift.min(
          previous[j + 1] + 1, current[j] + 1,
          previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
      }
      previous = current
    }
    return previous[right.count]
  }
}
