import Domain
import ViewModel

/// `conf settings [--json]`, `conf settings set <name> <value>`, `conf settings reset <name>`:
/// the settings kept on this device, every one declared once in `DeviceSetting.all`.
struct SettingsCommand: Command {
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> SettingsViewModel

  var configuration: CommandConfiguration {
    CommandConfiguration(
      name: "settings",
      abstract: "Show the settings kept on this device, or change one.",
      discussion: "The settings: "
        + DeviceSetting.all.map { "\($0.id) (\($0.summary))" }.joined(separator: "; ")
        + " A setting not set has its default; an environment variable or an option wins over "
        + "it for one run.",
      options: [Flag.json(insteadOf: "a list")],
      exitCodes: [.inputOutputError],
      examples: [
        CommandExample("Every setting and its value", "conf settings"),
        CommandExample("Show times in Paris time", "conf settings set time-zone Europe/Paris"),
        CommandExample("The conference's zone again", "conf settings reset time-zone"),
      ])
  }

  var subcommands: [any Command] {
    [
      SettingsChangeCommand(isReset: false, makeViewModel: makeViewModel),
      SettingsChangeCommand(isReset: true, makeViewModel: makeViewModel),
    ]
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let viewModel = makeViewModel()
    await viewModel.load()
    return Self.show(viewModel.state, arguments, in: context)
  }

  /// Shows the settings, or the failure that kept them from being read or kept.
  static func show(
    _ state: SettingsViewModel.State, _ arguments: ParsedArguments, in context: CommandContext
  ) -> ExitCode {
    switch state {
    case .loaded(let settings):
      return context.show(
        arguments,
        json: .object(
          Dictionary(
            uniqueKeysWithValues: DeviceSetting.all.map {
              ($0.id, JSONValue.optional(settings[$0]))
            })),
        text: {
          for setting in DeviceSetting.all {
            context.console.writeLine(
              SettingsViewModel.line(for: setting, in: settings).sanitizedForTerminal())
          }
        })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading:
      return context.failInternally("the settings finished in state \(state)")
    }
  }
}

/// `conf settings set <name> <value>` and `conf settings reset <name>`.
struct SettingsChangeCommand: Command {
  /// Whether this is `reset` (forget the value) rather than `set`.
  let isReset: Bool
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> SettingsViewModel

  static let name = ArgumentDefinition(
    name: "name", help: "The setting: \(DeviceSetting.all.map(\.id).joined(separator: ", ")).",
    completion: .words(DeviceSetting.all.map(\.id)))
  static let value = ArgumentDefinition(
    name: "value", help: "The value; 'conf settings --help' says what each setting takes.",
    completion: .words(DeviceSetting.all.flatMap(\.suggestedValues)))

  var configuration: CommandConfiguration {
    CommandConfiguration(
      name: isReset ? "settings reset" : "settings set",
      abstract: isReset
        ? "Forget a setting, so that it has its default again." : "Keep a setting's value.",
      arguments: isReset ? [Self.name] : [Self.name, Self.value],
      options: [Flag.json(insteadOf: "a list")],
      exitCodes: [.inputOutputError],
      examples: isReset
        ? [CommandExample("The conference's zone again", "conf settings reset time-zone")]
        : [CommandExample("Show times in UTC", "conf settings set time-zone UTC")])
  }

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    _ = try choice(arguments)
  }

  /// The setting named and, for `set`, the choice its value makes.
  private func choice(
    _ arguments: ParsedArguments
  ) throws(UsageError) -> (DeviceSetting, DeviceSetting.Choice?)? {
    guard let name = arguments[Self.name] else { return nil }
    guard let setting = DeviceSetting.named(name) else {
      let names = DeviceSetting.all.map(\.id)
      let guess = SpellingSuggester.suggestion(for: name, among: names)
      throw UsageError(
        "there is no setting '\(name.sanitizedForTerminal())'"
          + (guess.map { "; did you mean '\($0)'?" }
            ?? " (settings: \(names.joined(separator: ", ")))"))
    }
    if isReset { return (setting, nil) }
    guard let text = arguments[Self.value] else { return nil }
    guard let choice = setting.choice(text) else {
      throw UsageError(
        "'\(text.sanitizedForTerminal())' is not a value of \(setting.id): expected \(setting.accepts)"
      )
    }
    return (setting, choice)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let (setting, choice) = try choice(arguments) else {
      throw .missingArgument(arguments[Self.name] == nil ? Self.name : Self.value)
    }
    let viewModel = makeViewModel()
    await viewModel.change(setting, to: choice)
    return SettingsCommand.show(viewModel.state, arguments, in: context)
  }
}
