/// Writes help pages in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS.
struct HelpFormatter {
  /// The width to wrap to.
  let width: Int

  private let labelColumn = 26

  /// The page for `conf --help`, listing `commands`.
  func rootHelp(commands: [CommandConfiguration]) -> String {
    var lines = [
      "OVERVIEW: A conference companion: the timetable, search and your account.", "",
      "USAGE: conf <subcommand>", "", "OPTIONS:",
    ]
    lines += entry("--version", "Show the version.")
    lines += entry("-h, --help", "Show help information.")
    lines += ["", "SUBCOMMANDS:"]
    for command in commands {
      lines += entry(command.name, command.abstract)
    }
    lines += entry("help", "Show subcommand help information.")
    lines += ["", "  See 'conf help <subcommand>' for detailed help."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The page for `conf <command> --help`, listing `subcommands` when it has any.
  func help(for command: CommandConfiguration, subcommands: [CommandConfiguration] = []) -> String {
    var lines = ["OVERVIEW: \(command.abstract)"]
    if let discussion = command.discussion {
      lines += [""] + discussion.wrapped(toDisplayWidth: max(width, 40))
    }
    lines += ["", "USAGE: \(command.usage)"]
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in command.arguments {
        lines += entry(argument.label, argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in command.options {
      let help = option.defaultValue.map { "\(option.help) (default: \($0))" } ?? option.help
      lines += entry(option.label, help)
    }
    lines += entry("-h, --help", "Show help information.")
    if !subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      for subcommand in subcommands {
        lines += entry(subcommand.leafName, subcommand.abstract)
      }
      lines += ["", "  See 'conf help \(command.name) <subcommand>' for detailed help."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `label` indented by two, its help from column 26 (on the next line when the label is
  /// long), wrapped with a hanging indent.
  private func entry(_ label: String, _ help: String) -> [String] {
    let indent = String(repeating: " ", count: labelColumn)
    let helpLines = help.wrapped(toDisplayWidth: max(width - labelColumn, 20))
    let head = "  " + label
    var lines: [String] = []
    var remaining = helpLines[...]
    if head.displayWidth < labelColumn - 1, let first = remaining.popFirst() {
      lines.append(head.padded(toDisplayWidth: labelColumn) + first)
    } else {
      lines.append(head)
    }
    lines += remaining.map { indent + $0 }
    return lines
  }
}
