import Domain
import ViewModel

/// `conf open <link>`: follows a `conf://` deep link.
struct OpenCommand: Command {
  /// Checks the login before a link that needs one is followed.
  let makeAppStateController: @MainActor @Sendable () -> AppStateController
  /// Starts the app on a terminal.
  let launcher: InteractiveAppLauncher

  static let link = ArgumentDefinition(
    name: "link", help: "The link, for example conf://session/204.")

  let configuration = CommandConfiguration(
    name: "open",
    abstract: "Follow a conf:// link: in the app on a terminal, else as the matching command.",
    discussion: """
      Links: conf://session/ID, conf://timetable?day=N, conf://bookmarks, conf://schedule, \
      conf://tickets and conf://profile. On a terminal the app opens at the link; otherwise \
      the page is printed as the matching command prints it (conf session ID, conf timetable \
      --day N ...). A link that needs a login while no one is logged in exits 77 and changes \
      nothing; a malformed or unknown link exits 65.
      """,
    arguments: [
      Self.link
    ],
    exitCodes: [.dataError, .unavailable, .noPermission],
    examples: [
      CommandExample("Open session 204", "conf open conf://session/204"),
      CommandExample("The second day's timetable", "conf open 'conf://timetable?day=2'"),
    ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let link = arguments[Self.link] else {
      throw .missingArgument(Self.link)
    }
    let route: AppRoute
    do {
      route = try AppRoute(link: link)
    } catch {
      context.console.writeErrorLine("Error: \(CommandContext.oneLine(error.description))")
      context.console.writeErrorLine("Hint: \(error.recoverySuggestion)")
      return .dataError
    }
    if route.needsLogin {
      let appState = await context.startApp(makeAppStateController)
      if let failure = Self.loginProblem(opening: route, in: appState) {
        return context.fail(with: failure)
      }
    }
    if context.isInteractiveTerminal {
      return await AppCommand.launch(launcher, route: route, arguments: arguments, in: context)
    }
    return await context.runCommandLine(Self.commandLine(for: route))
  }

  /// Why `route`'s page cannot be shown for lack of a login, as its feature's error; `nil`
  /// when it can.
  static func loginProblem(
    opening route: AppRoute, in appState: AppStateController
  ) -> (any DomainError)? {
    switch route {
    case .session, .timetable: nil
    case .bookmarks, .schedule: appState.accountProblem(as: BookmarkError.self)
    case .tickets: appState.accountProblem(as: TicketError.self)
    case .profile: appState.accountProblem(as: ProfileError.self)
    }
  }

  /// The command line that prints `route`'s page.
  static func commandLine(for route: AppRoute) -> [String] {
    switch route {
    case .session(let id): ["session", id.rawValue]
    case .timetable(let day): ["timetable", "--day", String(day.number)]
    case .bookmarks: ["bookmarks"]
    case .schedule: ["schedule"]
    case .tickets: ["tickets"]
    case .profile: ["profile"]
    }
  }
}
