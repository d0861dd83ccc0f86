import Domain
import ViewModel

/// `conf bookmark add|remove <id>`: bookmarks a session or removes the bookmark.
struct BookmarkCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<BookmarksViewModel>

  let configuration = CommandConfiguration(
    name: "bookmark",
    abstract: "Add or remove a bookmark.",
    discussion: "Needs a login (see 'conf login').",
    exitCodes: [.dataError, .unavailable, .noPermission],
    examples: [
      CommandExample("Bookmark session 104", "conf bookmark add 104"),
      CommandExample("Remove that bookmark", "conf bookmark remove 104"),
    ])

  var subcommands: [any Command] {
    [
      BookmarkChangeCommand(factories: factories, isAdding: true),
      BookmarkChangeCommand(factories: factories, isAdding: false),
    ]
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    throw UsageError("missing subcommand: 'add' or 'remove'")
  }
}

/// `conf bookmark add <id>` and `conf bookmark remove <id>`; both are idempotent.
struct BookmarkChangeCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<BookmarksViewModel>
  /// `add` when `true`, `remove` otherwise.
  let isAdding: Bool

  var configuration: CommandConfiguration {
    CommandConfiguration(
      name: isAdding ? "bookmark add" : "bookmark remove",
      abstract: isAdding ? "Bookmark a session." : "Remove a session's bookmark.",
      discussion: isAdding
        ? "Bookmarking a session twice is harmless; an unknown session id exits 65. While the "
          + "backend cannot be reached, the change is queued on this device (exit 0) and sent, "
          + "in order, by the next command that reaches it."
        : "Removing a bookmark that does not exist is harmless. While the backend cannot be "
          + "reached, the change is queued on this device (exit 0) and sent, in order, by the "
          + "next command that reaches it.",
      arguments: [
        ArgumentDefinition(
          name: "id", help: "The session's id, as in the timetable.", completion: .sessions)
      ],
      options: [
        OptionDefinition.json()
      ],
      exitCodes: [.dataError, .unavailable, .noPermission],
      examples: [
        isAdding
          ? CommandExample("Bookmark session 104", "conf bookmark add 104")
          : CommandExample("Remove the bookmark of session 104", "conf bookmark remove 104"),
        CommandExample(
          "As JSON (\"delivery\" is \"queued\" while offline)",
          "conf bookmark \(isAdding ? "add" : "remove") 104 --json"),
      ])
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let id = arguments.argument("id") else {
      throw .missingArgument(ArgumentDefinition(name: "id", help: ""))
    }
    let sessionID = Session.ID(id)
    let appState = await context.startApp(factories.makeAppStateController)
    let viewModel = factories.makeViewModel(appState)
    if isAdding {
      await viewModel.add(sessionID)
    } else {
      await viewModel.remove(sessionID)
    }
    switch viewModel.state {
    case .added(let id, let result), .removed(let id, let result):
      let shown = id.rawValue.sanitizedForTerminal()
      return context.show(
        arguments,
        json: .object([
          "session_id": .string(id.rawValue), "bookmarked": .bool(isAdding),
          "delivery": .string(result == .queued ? "queued" : "sent"),
        ]),
        text: {
          let done =
            isAdding ? "Bookmarked session \(shown)" : "Removed the bookmark of session \(shown)"
          switch result {
          case .applied:
            context.console.writeLine("\(done).")
          case .queued:
            context.console.writeLine(
              "\(done) on this device; the backend cannot be reached, so the change is queued "
                + "and sent by the next command that reaches it.")
          }
        })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .working, .loaded:
      return context.failInternally("the bookmark change finished in state \(viewModel.state)")
    }
  }
}
