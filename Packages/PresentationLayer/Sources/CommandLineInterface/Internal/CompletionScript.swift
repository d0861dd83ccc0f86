import Foundation

/// Writes the completion scripts of `conf completion bash|zsh|fish` from the commands'
/// configurations: subcommands, options, and the values `CompletionKind` names. Values from the
/// saved programme (days, tracks, rooms, session ids) and time zone names come at completion
/// time from `conf __complete <kind>`, which reads only what is saved on this device. Every
/// shell matches what was typed without regard to letter case (`-t sw` completes `SwiftUI`).
struct CompletionScript {
  /// A top-level command and the commands nested under it.
  struct Entry {
    let command: CommandConfiguration
    let subcommands: [CommandConfiguration]
  }

  /// The shells a script can be written for.
  static let shells = ["bash", "zsh", "fish"]

  /// The top-level commands, in help order (hidden ones left out).
  let entries: [Entry]

  /// The script for `shell` (one of `shells`).
  func script(for shell: String) -> String {
    switch shell {
    case "zsh": zsh
    case "fish": fish
    default: bash
    }
  }

  private var commandNames: [String] {
    entries.map(\.command.name) + ["help"]
  }

  /// Every command a script completes after its name: top-level ones and nested ones, each
  /// with the words that may follow it.
  private var allCommands: [(command: CommandConfiguration, subcommands: [String])] {
    entries.flatMap { entry in
      [(entry.command, entry.subcommands.map(\.leafName))] + entry.subcommands.map { ($0, []) }
    }
  }

  /// The static words `kind` stands for, or `nil` for values from the saved programme.
  private func words(for kind: CompletionKind) -> [String]? {
    switch kind {
    case .commands: commandNames
    case .words(let words): words
    case .days, .tracks, .rooms, .sessions, .zones: nil
    }
  }

  /// The `conf __complete` kind for values from the saved programme.
  private func dynamicKind(_ kind: CompletionKind) -> String? {
    switch kind {
    case .days: "days"
    case .tracks: "tracks"
    case .rooms: "rooms"
    case .sessions: "sessions"
    case .zones: "zones"
    case .commands, .words: nil
    }
  }

  private func optionWords(_ command: CommandConfiguration) -> [String] {
    command.options.flatMap { option in
      ["--\(option.name)"] + (option.shortName.map { ["-\($0)"] } ?? [])
    } + ["--help", "-h"]
  }

  // MARK: - bash

  private var bash: String {
    var lines = [
      "# bash completion for conf, written by 'conf completion bash'.",
      "# Load it with: source <(conf completion bash)",
      "# or save it as ~/.local/share/bash-completion/completions/conf",
      "",
      "# Words that start with what was typed, in any letter case.",
      "_conf_words() {",
      "  local word",
      "  COMPREPLY=()",
      "  for word in $1; do",
      "    [[ \"${word,,}\" == \"${cur,,}\"* ]] && COMPREPLY+=(\"$word\")",
      "  done",
      "}",
      "",
      "# Values from the programme saved on this device (or time zone names), in any letter",
      "# case; quoted for the command line.",
      "_conf_values() {",
      "  local word",
      "  COMPREPLY=()",
      "  while IFS= read -r word; do",
      "    [[ -n \"$word\" && \"${word,,}\" == \"${cur,,}\"* ]] && COMPREPLY+=(\"$(printf '%q' \"$word\")\")",
      "  done < <(command conf __complete \"$1\" 2>/dev/null | cut -f1)",
      "}",
      "",
      "_conf() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  local command=\"${COMP_WORDS[1]}\" first=2",
      "  if ((COMP_CWORD == 1)); then",
      "    _conf_words \(Self.bashQuoted((commandNames + ["--help", "-h", "--version"]).joined(separator: " ")))",
      "    return",
      "  fi",
    ]
    for entry in entries where !entry.subcommands.isEmpty {
      let names = entry.subcommands.map(\.leafName).joined(separator: "|")
      lines += [
        "  if [[ \"$command\" == \(Self.bashQuoted(entry.command.name)) && ((COMP_CWORD > 2)) ]]; then",
        "    case \"${COMP_WORDS[2]}\" in",
        "      \(names)) command=\"$command ${COMP_WORDS[2]}\" first=3 ;;",
        "    esac",
        "  fi",
      ]
    }
    lines += ["  case \"$command\" in"]
    for (command, subcommands) in allCommands {
      lines.append("    \(Self.bashQuoted(command.name)))")
      let valued = command.options.filter { !$0.isFlag }
      if !valued.isEmpty {
        lines.append("      case \"$prev\" in")
        for option in valued {
          let names = (["--\(option.name)"] + (option.shortName.map { ["-\($0)"] } ?? []))
            .joined(separator: "|")
          lines.append("        \(names)) \(bashAction(option.completion)) return ;;")
        }
        lines.append("      esac")
      }
      lines.append("      if [[ \"$cur\" == -* ]]; then")
      lines.append(
        "        _conf_words \(Self.bashQuoted(optionWords(command).joined(separator: " ")))")
      if !subcommands.isEmpty {
        lines.append("      elif ((COMP_CWORD == first)); then")
        lines.append("        _conf_words \(Self.bashQuoted(subcommands.joined(separator: " ")))")
      } else if let kind = command.arguments.first?.completion {
        lines.append("      else")
        lines.append("        \(bashAction(kind))")
      }
      lines.append("      fi")
      lines.append("      ;;")
    }
    lines.append("    help)")
    lines.append("      _conf_words \(Self.bashQuoted(commandNames.joined(separator: " ")))")
    lines.append("      ;;")
    lines += ["  esac", "}", "", "complete -F _conf conf", ""]
    return lines.joined(separator: "\n")
  }

  private func bashAction(_ kind: CompletionKind?) -> String {
    guard let kind else { return "COMPREPLY=();" }
    if let words = words(for: kind) {
      return "_conf_words \(Self.bashQuoted(words.joined(separator: " ")));"
    }
    return "_conf_values \(dynamicKind(kind) ?? "");"
  }

  private static func bashQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  // MARK: - zsh

  private var zsh: String {
    var lines = [
      "#compdef conf",
      "# zsh completion for conf, written by 'conf completion zsh'.",
      "# Save it as _conf in a folder on $fpath, or load it with: source <(conf completion zsh)",
      "",
      "# Values from the programme saved on this device (sessions with their titles).",
      "_conf_values() {",
      "  local -a values described",
      "  local line",
      "  values=(\"${(@f)$(command conf __complete $1 2>/dev/null)}\")",
      "  values=(${values:#})",
      "  if [[ $1 == sessions ]]; then",
      "    for line in $values; do",
      "      described+=(\"${${line%%$'\\t'*}//:/\\\\:}:${line#*$'\\t'}\")",
      "    done",
      "    _describe -t sessions session described -M 'm:{a-zA-Z}={A-Za-z}'",
      "  else",
      "    compadd -M 'm:{a-zA-Z}={A-Za-z}' -a values",
      "  fi",
      "}",
      "",
      "# Words, in any letter case.",
      "_conf_words() {",
      "  compadd -M 'm:{a-zA-Z}={A-Za-z}' -- \"$@\"",
      "}",
      "",
      "_conf() {",
      "  local -a commands",
      "  commands=(",
    ]
    for entry in entries {
      lines.append(
        "    \(Self.zshQuoted(Self.zshName(entry.command.name) + ":" + entry.command.abstract))")
    }
    lines.append("    \(Self.zshQuoted("help:" + HelpFormatter.helpCommand.abstract))")
    lines += [
      "  )",
      "  if ((CURRENT == 2)); then",
      "    _describe -t commands command commands -M 'm:{a-zA-Z}={A-Za-z}'",
      "    compadd -- --help -h --version",
      "    return",
      "  fi",
      "  local command=$words[2]",
    ]
    for entry in entries where !entry.subcommands.isEmpty {
      let names = entry.subcommands.map(\.leafName).joined(separator: "|")
      lines += [
        "  if [[ $command == \(entry.command.name) ]] && ((CURRENT > 3)); then",
        "    case $words[3] in",
        "      \(names)) command=\"$command $words[3]\"; shift words; ((CURRENT--)) ;;",
        "    esac",
        "  fi",
      ]
    }
    lines += ["  shift words", "  ((CURRENT--))", "  case $command in"]
    for (command, subcommands) in allCommands {
      lines.append("    \(Self.bashQuoted(command.name)))")
      var specs: [String] = []
      for option in command.options {
        let names = ["--\(option.name)"] + (option.shortName.map { ["-\($0)"] } ?? [])
        let exclusion = names.count > 1 ? "'(\(names.joined(separator: " ")))'" : ""
        let spelled =
          names.count > 1 ? "{\(names.joined(separator: ","))}" : Self.zshQuoted(names[0])
        var spec = exclusion + spelled + Self.zshQuoted("[\(Self.zshBracketed(option.help))]")
        if let valueName = option.valueName {
          spec += Self.zshQuoted(":\(valueName):\(zshAction(option.completion))")
        }
        specs.append(spec)
      }
      specs.append("'(-h --help)'{-h,--help}'[Show help information.]'")
      if !subcommands.isEmpty {
        specs.append(
          Self.zshQuoted("1::subcommand:{_conf_words \(subcommands.joined(separator: " "))}"))
      } else {
        for (position, argument) in command.arguments.enumerated() {
          let colons = argument.isOptional ? "::" : ":"
          specs.append(
            Self.zshQuoted(
              "\(position + 1)\(colons)\(argument.name):\(zshAction(argument.completion))"))
        }
      }
      lines.append("      _arguments -s \\")
      lines += specs.dropLast().map { "        \($0) \\" }
      lines.append("        \(specs[specs.count - 1])")
      lines.append("      ;;")
    }
    lines += [
      "    help)",
      "      _describe -t commands command commands -M 'm:{a-zA-Z}={A-Za-z}'",
      "      ;;",
      "  esac",
      "}",
      "",
      "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
      "  _conf \"$@\"",
      "else",
      "  compdef _conf conf",
      "fi",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  private func zshAction(_ kind: CompletionKind?) -> String {
    guard let kind else { return " " }
    if let words = words(for: kind) {
      return "{_conf_words \(words.joined(separator: " "))}"
    }
    return "{_conf_values \(dynamicKind(kind) ?? "")}"
  }

  /// `name` with the colons `_describe` would read as the end of the name escaped.
  private static func zshName(_ name: String) -> String {
    name.replacingOccurrences(of: ":", with: "\\:")
  }

  /// `text` safe inside `[...]` of an `_arguments` spec.
  private static func zshBracketed(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
      .replacingOccurrences(of: "]", with: "\\]")
  }

  private static func zshQuoted(_ text: String) -> String {
    bashQuoted(text)
  }

  // MARK: - fish

  private var fish: String {
    var lines = [
      "# fish completion for conf, written by 'conf completion fish'.",
      "# Save it as ~/.config/fish/completions/conf.fish, or load it with:",
      "# conf completion fish | source",
      "",
      "complete -c conf -f",
      "complete -c conf -n __fish_use_subcommand -l version -d 'Show the version.'",
      "complete -c conf -s h -l help -d 'Show help information.'",
    ]
    for entry in entries {
      lines.append(
        "complete -c conf -n __fish_use_subcommand -a \(Self.fishQuoted(entry.command.name)) "
          + "-d \(Self.fishQuoted(entry.command.abstract))")
    }
    lines.append(
      "complete -c conf -n __fish_use_subcommand -a help "
        + "-d \(Self.fishQuoted(HelpFormatter.helpCommand.abstract))")
    for entry in entries {
      let nested = entry.subcommands.map(\.leafName).joined(separator: " ")
      let parentCondition =
        nested.isEmpty
        ? "__fish_seen_subcommand_from \(entry.command.name)"
        : "__fish_seen_subcommand_from \(entry.command.name); "
          + "and not __fish_seen_subcommand_from \(nested)"
      lines += fishLines(for: entry.command, condition: parentCondition)
      for subcommand in entry.subcommands {
        lines.append(
          "complete -c conf -n \(Self.fishQuoted(parentCondition)) "
            + "-a \(Self.fishQuoted(subcommand.leafName)) "
            + "-d \(Self.fishQuoted(subcommand.abstract))")
        let condition =
          "__fish_seen_subcommand_from \(entry.command.name); "
          + "and __fish_seen_subcommand_from \(subcommand.leafName)"
        lines += fishLines(for: subcommand, condition: condition)
      }
    }
    lines.append(
      "complete -c conf -n '__fish_seen_subcommand_from help' "
        + "-a \(Self.fishQuoted(commandNames.joined(separator: " ")))")
    lines.append("")
    return lines.joined(separator: "\n")
  }

  private func fishLines(for command: CommandConfiguration, condition: String) -> [String] {
    let prefix = "complete -c conf -n \(Self.fishQuoted(condition))"
    var lines: [String] = []
    for option in command.options {
      var line = prefix
      if let short = option.shortName {
        line += " -s \(short)"
      }
      line += " -l \(option.name)"
      if !option.isFlag {
        line += " -x"
        if let values = fishValues(option.completion) {
          line += " -a \(values)"
        }
      }
      lines.append(line + " -d \(Self.fishQuoted(option.help))")
    }
    if let values = fishValues(command.arguments.first?.completion) {
      lines.append("\(prefix) -a \(values)")
    }
    return lines
  }

  private func fishValues(_ kind: CompletionKind?) -> String? {
    guard let kind else { return nil }
    if let words = words(for: kind) {
      return Self.fishQuoted(words.joined(separator: " "))
    }
    return Self.fishQuoted("(command conf __complete \(dynamicKind(kind) ?? "") 2>/dev/null)")
  }

  private static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "'", with: "\\'") + "'"
  }
}
