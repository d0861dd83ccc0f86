import Domain
import Foundation
import ViewModel

/// `conf bookmarks [--json]`: the logged-in person's bookmarked sessions.
struct BookmarksCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<BookmarksViewModel>

  let configuration = CommandConfiguration(
    name: "bookmarks",
    abstract: "List your bookmarked sessions.",
    discussion: "Needs a login (see 'conf login'). Add one with 'conf bookmark add <id>'.",
    options: [
      OptionDefinition(name: "json", help: "Print JSON instead of text (see docs/cli.md).")
    ],
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Your bookmarks", "conf bookmarks"),
      CommandExample("As JSON", "conf bookmarks --json"),
    ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let appState = await context.startApp(factories.makeAppStateController)
    let viewModel = factories.makeViewModel(appState)
    await viewModel.load()
    switch viewModel.state {
    case .loaded(let bookmarks):
      let formatter = ConferenceTimeFormatter(timeZone: .gmt)
      return context.show(
        arguments,
        json: .object([
          "bookmarks": .array(
            bookmarks.map {
              .object([
                "session_id": .string($0.sessionID.rawValue),
                "created_at": .string(formatter.timestamp(of: $0.createdAt)),
              ])
            })
        ]),
        text: {
          guard !bookmarks.isEmpty else {
            context.console.writeLine("No bookmarks. Add one with: conf bookmark add <id>")
            return
          }
          for bookmark in bookmarks {
            context.console.writeLine(bookmark.sessionID.rawValue.sanitizedForTerminal())
          }
        })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .working, .added, .removed:
      return context.failInternally("the bookmarks finished in state \(viewModel.state)")
    }
  }
}
