/// `conf completion bash|zsh|fish`: prints a completion script for the shell.
struct CompletionCommand: Command {
  /// The commands the script completes, in help order.
  let script: CompletionScript

  static let shell = ArgumentDefinition(
    name: "shell", help: "bash, zsh or fish.", completion: .words(CompletionScript.shells))

  var configuration: CommandConfiguration { Self.definition }

  /// The command's configuration, which its own script completes too.
  static let definition = CommandConfiguration(
    name: "completion",
    abstract: "Print a shell completion script (bash, zsh or fish).",
    discussion: """
      The script completes commands, options, days, and the tracks, rooms and session ids of \
      the programme saved on this device (run 'conf timetable' for a day to save it). Values \
      come from 'conf __complete', which reads only the saved programme and never the network.
      """,
    arguments: [
      Self.shell
    ],
    examples: [
      CommandExample("Complete in this bash session", "source <(conf completion bash)"),
      CommandExample(
        "Install for bash", "conf completion bash > ~/.local/share/bash-completion/completions/conf"
      ),
      CommandExample(
        "Install for zsh (a folder on $fpath)", "conf completion zsh > ~/.zfunc/_conf"),
      CommandExample(
        "Install for fish", "conf completion fish > ~/.config/fish/completions/conf.fish"),
    ],
    needsSetup: false)

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if let shell = arguments[Self.shell], !CompletionScript.shells.contains(shell) {
      throw .invalidValue(shell, for: Self.shell.label, reason: "give bash, zsh or fish")
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    try validate(arguments, in: context)
    context.console.write(script.script(for: arguments[Self.shell] ?? "bash"))
    return .success
  }
}
