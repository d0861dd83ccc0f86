import ViewModel

/// Writes help pages in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, then EXAMPLES (and, on the root page, ENVIRONMENT and ANALYTICS).
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
    for command in commands where !command.isHidden {
      lines += entry(command.name, command.abstract)
    }
    lines += entry("help", Self.helpCommand.abstract)
    lines += ["", "  See 'conf help <subcommand>' for detailed help.", "", "ENVIRONMENT:"]
    for variable in EnvironmentVariable.all {
      lines += entry(variable.name, variable.help)
    }
    lines += ["", "ANALYTICS:"]
    lines += paragraph(
      "conf records what you do as event names with ids and counts (a day, a session id, a "
        + "result count, an error's kind), never text you type, email addresses or passwords. "
        + "They are kept in analytics.jsonl in the data folder (CONF_HOME, or "
        + "~/.local/share/conf), at most 1 MB; after a command succeeds, those not sent yet go "
        + "to the backend (without your login) and are marked sent. Set DO_NOT_TRACK=1 or "
        + "CONF_ANALYTICS=off to record and send nothing.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// What `conf help --help` describes.
  static let helpCommand = CommandConfiguration(
    name: "help", abstract: "Show subcommand help information.",
    arguments: [
      ArgumentDefinition(
        name: "subcommand",
        help: "The command to explain; name a nested one after its parent (profile set-phone).",
        isOptional: true, completion: .commands)
    ],
    examples: [
      CommandExample("The timetable command's options", "conf help timetable"),
      CommandExample("A nested command", "conf help profile set-phone"),
    ])

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
      lines += entry(option.helpLabel, help)
    }
    lines += entry("-h, --help", "Show help information.")
    let visible = subcommands.filter { !$0.isHidden }
    if !visible.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      for subcommand in visible {
        lines += entry(subcommand.leafName, subcommand.abstract)
      }
      lines += ["", "  See 'conf help \(command.name) <subcommand>' for detailed help."]
    }
    if !command.examples.isEmpty {
      lines += ["", "EXAMPLES:"]
      for (index, example) in command.examples.enumerated() {
        if index > 0 {
          lines.append("")
        }
        lines += paragraph("# " + example.summary, hangingIndent: "  # ")
        lines.append("  " + example.commandLine)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` wrapped to the width, indented by two (continuation lines by `hangingIndent`).
  private func paragraph(_ text: String, hangingIndent: String = "  ") -> [String] {
    let wrapped = text.wrapped(toDisplayWidth: max(width - hangingIndent.count, 20))
    return wrapped.enumerated().map { index, line in
      (index == 0 ? "  " : hangingIndent) + line
    }
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
