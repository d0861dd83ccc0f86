/// The `conf` command line: parses the arguments, runs one command and returns its exit code.
///
/// Never traps on any input. Exit codes follow sysexits: 0 success, 64 usage, 65 bad data,
/// 69 service unavailable, 70 internal error, 74 unreadable password, 77 login needed; 130 when
/// a prompt is cancelled. Main-actor isolated, like the view models it drives.
@MainActor
public struct ConfCommandLine {
  private let dependencies: CLIDependencies
  private let context: CLIContext
  private let commands: [any Command]

  /// Creates the command line.
  public init(dependencies: CLIDependencies, context: CLIContext) {
    self.dependencies = dependencies
    self.context = context
    // Every command, feature by feature, in the order `conf --help` lists them: the one list.
    // A new command is one file in Commands/ plus one line in its feature's
    // `CommandLineFeature` factory.
    let featureCommands = dependencies.features.flatMap { $0.makeCommands() }
    // `completion` writes its scripts from every other command's configuration.
    let entries = featureCommands.filter { !$0.configuration.isHidden }.map {
      CompletionScript.Entry(command: $0.configuration, subcommands: $0.subcommandConfigurations)
    }
    let script = CompletionScript(
      entries: entries + [
        CompletionScript.Entry(command: CompletionCommand.definition, subcommands: [])
      ])
    self.commands = featureCommands + [CompletionCommand(script: script)]
  }

  /// Runs `arguments` (without the program name) and returns the process exit code.
  ///
  /// A write to standard output that failed (a full disk, `/dev/full`) turns the run into exit
  /// 74 with one line on standard error; a closed pipe ends it quietly with the command's code.
  public func run(_ arguments: [String]) async -> Int32 {
    let code: ExitCode
    switch Self.extractConference(from: arguments) {
    case .success(let (name, rest)):
      if let name { dependencies.selectConference(name) }
      code = await dispatch(rest)
    case .failure(let error):
      code = reportRoot(error)
    }
    switch context.standardOutput.writeFailure {
    case nil, .closed?:
      break
    case .failed(let reason)?:
      console.writeErrorLine("Error: cannot write to standard output: \(reason)")
      return ExitCode.inputOutputError.rawValue
    }
    if case .failed? = context.standardError.writeFailure {
      return ExitCode.inputOutputError.rawValue
    }
    return code.rawValue
  }

  /// The names of the commands `conf --help` lists, in its order (hidden ones left out): what
  /// completion offers as the first word.
  package var visibleCommandNames: [String] {
    commands.filter { !$0.configuration.isHidden }.map(\.configuration.name)
  }

  /// Every command's configuration, hidden ones included, subcommands after their parent, in
  /// help order.
  package var configurations: [CommandConfiguration] {
    func walk(_ command: any Command) -> [CommandConfiguration] {
      [command.configuration] + command.subcommands.flatMap(walk)
    }
    return commands.flatMap(walk)
  }

  /// Every visible command's usage line (`conf timetable [<day>] ...`), subcommands after
  /// their parent, in help order: docs/cli.md's synopsis.
  package var usageLines: [String] {
    func walk(_ command: any Command) -> [String] {
      guard !command.configuration.isHidden else { return [] }
      return [command.configuration.usage] + command.subcommands.flatMap(walk)
    }
    return commands.flatMap(walk)
  }

  /// Every command `conf --help` shows, subcommands after their parent, by full name, with
  /// whether it has a `--json` option: what docs/cli.md must document, each in a section and
  /// each JSON answer's shape.
  package var documentedCommands: [(name: String, printsJSON: Bool)] {
    func walk(_ command: any Command) -> [(name: String, printsJSON: Bool)] {
      guard !command.configuration.isHidden else { return [] }
      return [(command.configuration.name, command.configuration.declares(Flag.json))]
        + command.subcommands.flatMap(walk)
    }
    return commands.flatMap(walk)
  }

  /// Every command's full name with the exit codes it can return, in help order (subcommands
  /// after their parent): what docs/cli.md's exit-code table lists.
  package var exitCodesByCommand: [(name: String, codes: [ExitCode])] {
    func walk(_ command: any Command) -> [(name: String, codes: [ExitCode])] {
      [(command.configuration.name, command.configuration.allExitCodes)]
        + command.subcommands.flatMap(walk)
    }
    return commands.flatMap(walk)
  }

  /// The command lines of the examples on the help page of the command called `name` (its
  /// full name, such as `profile set-phone`); none for an unknown name.
  package func examples(ofCommandNamed name: String) -> [String] {
    func find(_ command: any Command) -> (any Command)? {
      command.configuration.name == name ? command : command.subcommands.lazy.compactMap(find).first
    }
    let command = commands.lazy.compactMap(find).first
    return command?.configuration.examples.map(\.commandLine) ?? []
  }

  /// The exit codes the command that `arguments` name can return, or `nil` when they name
  /// none (help, `--version`, an unknown command: 0 or 64).
  package func exitCodes(forArguments arguments: [String]) -> [ExitCode]? {
    guard let first = arguments.first, var command = command(named: first) else { return nil }
    for word in arguments.dropFirst() {
      guard let subcommand = subcommand(of: command, named: word) else { break }
      command = subcommand
    }
    return command.configuration.allExitCodes
  }

  private var console: Console {
    Console(
      output: context.standardOutput, error: context.standardError, usesColor: context.usesColor,
      width: context.terminalWidth)
  }

  private var help: HelpFormatter {
    HelpFormatter(width: context.terminalWidth)
  }

  /// The global option `--conference NAME` (or `--conference=NAME`), anywhere before `--`,
  /// taken out of `arguments`: the conference this run uses instead of the current one.
  static func extractConference(
    from arguments: [String]
  ) -> Result<(name: String?, rest: [String]), UsageError> {
    var rest: [String] = []
    var name: String?
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let word = arguments[index]
      if word == "--" {
        rest += arguments[index...]
        break
      }
      if word == "--conference" {
        let next = arguments.index(after: index)
        // As for any option's value, a word that is an option is not one (`--conference=-x`
        // gives such a name).
        guard next < arguments.endIndex, !arguments[next].isEmpty,
          !arguments[next].hasPrefix("-")
        else {
          return .failure(UsageError("'--conference' needs a conference's name"))
        }
        name = arguments[next]
        index = arguments.index(after: next)
        continue
      }
      if word.hasPrefix("--conference=") {
        let value = String(word.dropFirst("--conference=".count))
        guard !value.isEmpty else {
          return .failure(UsageError("'--conference' needs a conference's name"))
        }
        name = value
      } else {
        rest.append(word)
      }
      index = arguments.index(after: index)
    }
    return .success((name, rest))
  }

  private func dispatch(_ arguments: [String]) async -> ExitCode {
    guard let first = arguments.first else {
      console.write(help.rootHelp(commands: commands.map(\.configuration)))
      return .success
    }
    switch first {
    case "-h", "--help":
      console.write(help.rootHelp(commands: commands.map(\.configuration)))
      return .success
    case "--version":
      if let extra = arguments.dropFirst().first {
        return reportRoot(.unexpectedArgument(extra))
      }
      console.writeLine(dependencies.version)
      return .success
    case "help":
      return showHelp(Array(arguments.dropFirst()))
    default:
      if first.hasPrefix("-") {
        let known = ["--help", "--version", "-h"]
        let suggestions =
          KnownGuesses.meaning(ofTopLevelWord: first)
          ?? SpellingSuggester.suggestion(for: first, among: known).map { [$0] } ?? []
        return reportRoot(.unknownOption(first, suggestions: suggestions))
      }
      guard let command = command(named: first) else {
        return reportUnknownCommand(first)
      }
      return await run(command, with: Array(arguments.dropFirst()))
    }
  }

  private func run(_ command: any Command, with arguments: [String]) async -> ExitCode {
    let configuration = command.configuration
    if let first = arguments.first, let subcommand = subcommand(of: command, named: first) {
      return await run(subcommand, with: Array(arguments.dropFirst()))
    }
    if CommandLineParser.asksForHelp(arguments) {
      console.write(help.help(for: configuration, subcommands: command.subcommandConfigurations))
      return .success
    }
    do throws(UsageError) {
      if let first = arguments.first, !first.hasPrefix("-"), !command.subcommands.isEmpty,
        configuration.arguments.isEmpty
      {
        let names = command.subcommands.map(\.configuration.leafName)
        throw .unknownSubcommand(
          first, of: configuration.name,
          suggestion: SpellingSuggester.suggestion(for: first, among: names))
      }
      let parsed = try CommandLineParser(configuration: configuration).parse(arguments)
      var commandContext = CommandContext(
        console: console, now: context.now,
        isStandardInputTerminal: context.isStandardInputTerminal,
        passwordReader: context.passwordReader,
        configuredTimeZone: context.environment["CONF_TZ"],
        configuredReminder: context.environment["CONF_REMINDER"],
        configuredQuietHours: context.environment["CONF_QUIET_HOURS"],
        isInteractiveTerminal: context.isInteractiveTerminal,
        runCommandLine: { [self] arguments in await dispatch(arguments) },
        capabilities: dependencies.capabilities)
      try command.validate(parsed, in: commandContext)
      if configuration.needsSetup {
        do {
          try dependencies.prepare()
          try dependencies.checkCommand(configuration.requires)
        } catch {
          console.writeErrorLine("Error: \(error.message)")
          return .configuration
        }
        if configuration.doesBackgroundWork {
          await dependencies.beforeCommand()
        }
        if configuration.declares(TimeZoneOption.definition) {
          commandContext.deviceSettings = await dependencies.deviceSettings()
        }
      }
      let code = try await command.run(parsed, in: commandContext)
      // The answer is written (unbuffered) before this: the follow-up work cannot delay it.
      if configuration.needsSetup, configuration.doesBackgroundWork, code == .success {
        await dependencies.finish()
      }
      return code
    } catch {
      console.writeErrorLine("Error: \(error.message)")
      console.writeErrorLine("Usage: \(configuration.usage)")
      console.writeErrorLine("See 'conf \(configuration.name) --help' for more information.")
      return .usage
    }
  }

  /// `conf help [<subcommand>...]`; `conf help --help` describes `help` itself, and a `-h` or
  /// `--help` after a command's name changes nothing.
  private func showHelp(_ words: [String]) -> ExitCode {
    if let first = words.first, first == "-h" || first == "--help" {
      console.write(help.help(for: HelpFormatter.helpCommand))
      return .success
    }
    let arguments = words.filter { $0 != "-h" && $0 != "--help" }
    guard let name = arguments.first else {
      console.write(help.rootHelp(commands: commands.map(\.configuration)))
      return .success
    }
    guard name != "help" else {
      if let extra = arguments.dropFirst().first {
        return reportRoot(.unexpectedArgument(extra))
      }
      console.write(help.rootHelp(commands: commands.map(\.configuration)))
      return .success
    }
    guard var command = command(named: name) else {
      return reportUnknownCommand(name)
    }
    for word in arguments.dropFirst() {
      guard let subcommand = subcommand(of: command, named: word) else {
        return reportRoot(.unexpectedArgument(word))
      }
      command = subcommand
    }
    console.write(
      help.help(for: command.configuration, subcommands: command.subcommandConfigurations))
    return .success
  }

  private func command(named name: String) -> (any Command)? {
    commands.first { $0.configuration.name == name }
  }

  private func subcommand(of command: any Command, named name: String) -> (any Command)? {
    command.subcommands.first { $0.configuration.leafName == name }
  }

  private func reportUnknownCommand(_ name: String) -> ExitCode {
    let names = commands.filter { !$0.configuration.isHidden }.map(\.configuration.name) + ["help"]
    let suggestions =
      KnownGuesses.meaning(ofTopLevelWord: name)
      ?? SpellingSuggester.suggestion(for: name, among: names).map { [$0] } ?? []
    return reportRoot(.unknownCommand(name, suggestions: suggestions))
  }

  private func reportRoot(_ error: UsageError) -> ExitCode {
    console.writeErrorLine("Error: \(error.message)")
    console.writeErrorLine("Usage: conf <subcommand>")
    console.writeErrorLine("See 'conf --help' for more information.")
    return .usage
  }
}
