import Domain
import Foundation
import ViewModel

/// `conf conference add|use|refresh|remove`: the conferences this device shows.
struct ConferenceCommand: Command {
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> ConferencesViewModel

  let configuration = CommandConfiguration(
    name: "conference",
    abstract: "Add, pick, refresh or remove a conference.",
    discussion:
      "A conference is the demo (served by the conference backend) or one added from the "
      + "programme it publishes: a frab or pentabarf schedule.xml, or a schedule.json.",
    exitCodes: [.dataError, .unavailable],
    examples: [
      CommandExample(
        "Add FOSDEM's programme", "conf conference add https://fosdem.org/2026/schedule/xml"),
      CommandExample("Go back to the demo", "conf conference use demo"),
    ])

  var subcommands: [any Command] {
    [
      ConferenceAddCommand(makeViewModel: makeViewModel),
      ConferenceUseCommand(makeViewModel: makeViewModel),
      ConferenceRefreshCommand(makeViewModel: makeViewModel),
      ConferenceRemoveCommand(makeViewModel: makeViewModel),
    ]
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    throw UsageError("missing subcommand: 'add', 'use', 'refresh' or 'remove'")
  }

  /// What a finished action prints, or the failure's exit.
  @MainActor
  static func finish(
    _ viewModel: ConferencesViewModel, _ arguments: ParsedArguments, in context: CommandContext
  ) throws(UsageError) -> ExitCode {
    let (verb, listing): (String, ConferenceListing)
    switch viewModel.state {
    case .added(let added): (verb, listing) = ("Added", added)
    case .selected(let selected): (verb, listing) = ("Now using", selected)
    case .refreshed(let refreshed): (verb, listing) = ("Refreshed", refreshed)
    case .removed(let removed): (verb, listing) = ("Removed", removed)
    case .failed(let error):
      if case .notFound(let name, let known) = error {
        let suggestion =
          SpellingSuggester.suggestion(forName: name, among: known)
          .map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError("\(error.description).\(suggestion) \(error.recoverySuggestion)")
      }
      if case .ambiguous = error {
        throw UsageError("\(error.description). \(error.recoverySuggestion)")
      }
      return context.fail(with: error)
    default:
      return context.failInternally("the conference finished in state \(viewModel.state)")
    }
    // What reading the programme noted (an event left out or repaired): one warning line each
    // on standard error, and `warnings` in --json.
    if !arguments[jsonOption] {
      for note in listing.notes { context.console.writeErrorLine("Warning: \(note)") }
    }
    var document: [String: JSONValue] = ["conference": JSONValue.listing(listing)]
    if !listing.notes.isEmpty { document["warnings"] = .array(listing.notes.map(JSONValue.string)) }
    return context.show(
      arguments, json: .object(document),
      text: {
        context.console.writeLine(
          "\(verb) \(listing.title) (\(listing.name)).".sanitizedForTerminal())
        if case .removed = viewModel.state { return }
        for line in ConferencesCommand.lines(
          for: listing, now: context.now, zone: context.configuredZone
        ).dropFirst() {
          context.console.writeLine(line)
        }
      })
  }
}

/// The `--json` flag every `conf conference` subcommand takes.
private let jsonOption = Flag.json()

/// The NAME argument of `use`, `refresh` and `remove`.
private let nameArgument = ArgumentDefinition(
  name: "name",
  help: "The conference's name, or the start of its name or title ('demo' for the demo).")

/// `conf conference add SOURCE [--time-zone ZONE]`.
struct ConferenceAddCommand: Command {
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> ConferencesViewModel

  static let source = ArgumentDefinition(name: "source", help: "The programme's URL or file.")
  static let title = Option(
    name: "title", valueName: "title",
    help: "The conference's title, for a programme without one (or in place of its own).")
  static let timeZone = Option(
    name: "time-zone", valueName: "zone",
    help: "The conference's IANA time zone (any letter case), for a programme that has "
      + "none; it also replaces the programme's own.",
    completion: .zones, convert: zoneName)

  let configuration = CommandConfiguration(
    name: "conference add",
    abstract: "Add a conference from the programme it publishes, and make it current.",
    discussion:
      "SOURCE is an http(s):// URL or a file; XML (frab, pentabarf, pretalx) or JSON is "
      + "recognised from the content. The programme is read and checked before anything is "
      + "saved: a source that is not a valid programme changes nothing. A programme without a "
      + "time zone (older pentabarf exports) needs --time-zone.",
    arguments: [Self.source],
    options: [Self.title, Self.timeZone, jsonOption],
    exitCodes: [.dataError, .unavailable],
    examples: [
      CommandExample(
        "From a URL", "conf conference add https://fosdem.org/2026/schedule/xml"),
      CommandExample(
        "From a file without a time zone",
        "conf conference add fosdem-2020.xml --time-zone Europe/Brussels"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    _ = try arguments[Self.timeZone]
  }

  /// The IANA name `text`, the value of `--time-zone`, gives, read as `--tz` is (any letter
  /// case, `UTC`).
  ///
  /// - Throws: `UsageError` naming `label` for a name that is no zone, with the zone meant when
  ///   one is close.
  nonisolated static func zoneName(_ text: String, for label: String) throws(UsageError)
    -> String
  {
    guard let zone = TimeZoneOption.zone(named: text) else {
      let suggestion = TimeZoneOption.suggestion(for: text).map { " Did you mean '\($0)'?" } ?? ""
      throw .invalidValue(
        text, for: label,
        reason: "expected an IANA time zone name such as Europe/Brussels, or UTC.\(suggestion)")
    }
    // Foundation names UTC "GMT" on Linux; the person's word is kept.
    return ["utc", "gmt", "z"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
      ? "UTC" : zone.identifier
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let timeZone = try arguments[Self.timeZone]
    guard let source = arguments[Self.source] else {
      throw .missingArgument(Self.source)
    }
    let viewModel = makeViewModel()
    await viewModel.add(
      source: Self.absolute(source), timeZone: timeZone, title: try arguments[Self.title])
    return try ConferenceCommand.finish(viewModel, arguments, in: context)
  }

  /// A relative file path made absolute (the saved source must not depend on where a later
  /// command runs); URLs and absolute paths unchanged.
  static func absolute(_ source: String) -> String {
    if source.hasPrefix("/") || source.contains("://") { return source }
    let folder = FileManager.default.currentDirectoryPath
    return URL(fileURLWithPath: source, relativeTo: URL(fileURLWithPath: folder + "/"))
      .standardizedFileURL.path
  }
}

/// `conf conference use NAME`.
struct ConferenceUseCommand: Command {
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> ConferencesViewModel

  let configuration = CommandConfiguration(
    name: "conference use",
    abstract: "Make a conference the one commands use.",
    arguments: [nameArgument],
    options: [jsonOption],
    exitCodes: [.unavailable],
    examples: [
      CommandExample("Back to the demo", "conf conference use demo"),
      CommandExample("By the start of its name", "conf conference use fos"),
    ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let name = arguments[nameArgument] else {
      throw .missingArgument(nameArgument)
    }
    let viewModel = makeViewModel()
    await viewModel.use(name)
    return try ConferenceCommand.finish(viewModel, arguments, in: context)
  }
}

/// `conf conference refresh [NAME]`.
struct ConferenceRefreshCommand: Command {
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> ConferencesViewModel

  static let name = ArgumentDefinition(
    name: "name", help: "The conference's name, or the start of its name or title.",
    isOptional: true)

  let configuration = CommandConfiguration(
    name: "conference refresh",
    abstract: "Fetch a conference's programme again now.",
    discussion:
      "Without NAME, the current conference. Programme commands refresh on their own when the "
      + "saved copy is older than CONF_FEED_MAX_AGE (15 minutes); a refresh that fails keeps "
      + "the last good copy.",
    arguments: [Self.name],
    options: [jsonOption],
    exitCodes: [.dataError, .unavailable],
    examples: [CommandExample("The current conference", "conf conference refresh")])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let viewModel = makeViewModel()
    await viewModel.refresh(arguments[Self.name])
    return try ConferenceCommand.finish(viewModel, arguments, in: context)
  }
}

/// `conf conference remove NAME [--yes]`.
struct ConferenceRemoveCommand: Command {
  /// Makes the view model, once per run.
  let makeViewModel: @MainActor @Sendable () -> ConferencesViewModel

  static let yes = Flag(name: "yes", shortName: "y", help: "Remove without asking.")

  let configuration = CommandConfiguration(
    name: "conference remove",
    abstract: "Remove a conference and everything saved for it (its bookmarks too).",
    discussion: "Asks first on a terminal; elsewhere, or to skip the question, give --yes.",
    arguments: [nameArgument],
    options: [Self.yes, jsonOption],
    exitCodes: [.dataError, .unavailable],
    examples: [CommandExample("Without asking", "conf conference remove fosdem2020 --yes")])

  /// Off a terminal there is no one to ask: without `--yes` that is a usage error, found before
  /// the app is set up.
  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if !arguments[Self.yes] && !context.isStandardInputTerminal {
      throw UsageError("removing a conference asks first; give --yes to remove it anyway")
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    try validate(arguments, in: context)
    guard let name = arguments[nameArgument] else {
      throw .missingArgument(nameArgument)
    }
    if !arguments[Self.yes] {
      context.console.write("Remove '\(name)' and everything saved for it? [y/N] ")
      let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
      guard answer == "y" || answer == "yes" else {
        context.console.writeLine("Nothing removed.")
        return .success
      }
    }
    let viewModel = makeViewModel()
    await viewModel.remove(name)
    return try ConferenceCommand.finish(viewModel, arguments, in: context)
  }
}
