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
    discussion:
      "Needs a login (see 'conf login'). Add one with 'conf bookmark add <id>'. Changes made "
      + "while the backend could not be reached are listed as queued until they are sent; "
      + "offline, the list is the copy saved on this device.",
    options: [
      OptionDefinition.json()
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
    case .loaded(let list):
      let formatter = ConferenceTimeFormatter(timeZone: .gmt)
      return context.show(
        arguments, savedCopyOf: "the bookmarks", savedAt: list.savedAt, timeZone: .gmt,
        json: .object([
          "bookmarks": .array(
            list.bookmarks.map {
              .object([
                "session_id": .string($0.sessionID.rawValue),
                "created_at": .string(formatter.timestamp(of: $0.createdAt)),
                "status": .string(Self.statusName($0.status)),
              ])
            })
        ]),
        text: {
          guard !list.bookmarks.isEmpty else {
            context.console.writeLine("No bookmarks. Add one with: conf bookmark add <id>")
            return
          }
          for bookmark in list.bookmarks {
            let id = bookmark.sessionID.rawValue.sanitizedForTerminal()
            switch bookmark.status {
            case .saved: context.console.writeLine(id)
            case .pendingAddition: context.console.writeLine("\(id)  (queued: to be added)")
            case .pendingRemoval: context.console.writeLine("\(id)  (queued: to be removed)")
            }
          }
        })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .working, .added, .removed:
      return context.failInternally("the bookmarks finished in state \(viewModel.state)")
    }
  }

  /// The `status` of a bookmark in `--json`.
  static func statusName(_ status: Bookmark.Status) -> String {
    switch status {
    case .saved: "saved"
    case .pendingAddition: "queued_addition"
    case .pendingRemoval: "queued_removal"
    }
  }
}
