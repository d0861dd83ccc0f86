import Domain
import ViewModel

/// `conf __complete days|tracks|rooms|sessions|zones`: the values completion scripts offer, one
/// per line (a session as its id, a tab and its title), from the programme saved on this device,
/// or the time zone names this system knows.
///
/// Hidden from help: the scripts of `conf completion` call it. It never asks the backend, prints
/// nothing when nothing is saved, and records no analytics.
struct CompleteCommand: Command {
  /// Makes the view model behind the command, once per run.
  let makeViewModel: @MainActor @Sendable () -> ProgrammeIndexViewModel

  static let kinds = ["days", "tracks", "rooms", "sessions", "zones"]

  static let kind = ArgumentDefinition(
    name: "kind", help: "days, tracks, rooms, sessions or zones.")

  let configuration = CommandConfiguration(
    name: "__complete",
    abstract: "Print the values a completion script offers (for the scripts).",
    arguments: [
      Self.kind
    ],
    examples: [CommandExample("The saved programme's tracks", "conf __complete tracks")],
    isHidden: true, doesBackgroundWork: false)

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    if let kind = arguments[Self.kind], !Self.kinds.contains(kind) {
      throw .invalidValue(
        kind, for: "<kind>", reason: "give days, tracks, rooms, sessions or zones")
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    try validate(arguments, in: context)
    if arguments[Self.kind] == "zones" {
      for zone in TimeZoneOption.knownZoneNames {
        context.console.writeLine(zone)
      }
      return .success
    }
    let viewModel = makeViewModel()
    await viewModel.load()
    let content = viewModel.content
    // One value per line: a line break or tab inside a value would split it.
    let lines: [String] =
      switch arguments[Self.kind] {
      case "days": content.days.map { String($0.number) }
      case "tracks": content.tracks.map { $0.sanitizedForTerminal() }
      case "rooms": content.rooms.map { $0.sanitizedForTerminal() }
      default:
        content.sessions.map {
          $0.id.rawValue.sanitizedForTerminal() + "\t" + $0.title.sanitizedForTerminal()
        }
      }
    for line in lines {
      context.console.writeLine(line)
    }
    return .success
  }
}
