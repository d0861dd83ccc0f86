import Domain
import Foundation
import ViewModel

/// `conf bookmarks [--tz <zone>] [--json]`: the logged-in person's bookmarked sessions, with
/// the day, time, room and title the saved programme gives each.
struct BookmarksCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<BookmarksViewModel>

  let configuration = CommandConfiguration(
    name: "bookmarks",
    abstract: "List your bookmarked sessions.",
    discussion:
      "Needs a login (see 'conf login'). Add one with 'conf bookmark add <id>'. Each "
      + "bookmark shows the day, time, room and title of its session as the programme saved on "
      + "this device has them (times in the conference's zone, or --tz's). Changes made "
      + "while the backend could not be reached are listed as queued until they are sent; "
      + "offline, the list is the copy saved on this device.",
    options: [
      TimeZoneOption.definition,
      Flag.json(),
    ],
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Your bookmarks", "conf bookmarks"),
      CommandExample("As JSON", "conf bookmarks --json"),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    try TimeZoneOption.validate(arguments)
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let display = context.displayZone(for: arguments) else { return .configuration }
    let appState = await context.startApp(factories.makeAppStateController)
    if let code = context.failedLoginCheck(of: appState, allowingOffline: true) {
      return code
    }
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
                "session": viewModel.savedSessions[$0.sessionID].map { session in
                  .session(session, timeZone: display.zone(conference: session.timeZone))
                } ?? .null,
              ])
            })
        ]),
        text: {
          render(list, sessions: viewModel.savedSessions, in: display, on: context.console)
        })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .working, .added, .removed:
      return context.failInternally("the bookmarks finished in state \(viewModel.state)")
    }
  }

  /// One line per bookmark: its session's day, time, room and title when the saved programme
  /// has it, and a note for a queued change.
  private func render(
    _ list: BookmarkList, sessions: [Session.ID: Session], in display: DisplayZone,
    on console: Console
  ) {
    guard !list.bookmarks.isEmpty else {
      console.writeLine("No bookmarks. Add one with: conf bookmark add <id>")
      return
    }
    if let first = list.bookmarks.lazy.compactMap({ sessions[$0.sessionID] }).first {
      let zone = ZoneLabel.text(conference: first.timeZone, display: display, at: first.startsAt)
      for line in "Your bookmarks (\(zone)):".wrapped(toDisplayWidth: console.width) {
        console.writeLine(line)
      }
      console.writeLine()
    }
    let rows = list.bookmarks.map { bookmark -> [String] in
      let note: String =
        switch bookmark.status {
        case .saved: ""
        case .pendingAddition: "queued: to be added"
        case .pendingRemoval: "queued: to be removed"
        }
      guard let session = sessions[bookmark.sessionID] else {
        return [bookmark.sessionID.rawValue, "", "", note, "", ""].map {
          $0.sanitizedForTerminal()
        }
      }
      let row = SessionRow(session: session, timeZone: display.zone(conference: session.timeZone))
      return [
        row.id.rawValue, String(row.day.number),
        SessionTable.timeText(besides: SessionRow(session: session).date)(row), note, row.roomCell,
        row.title,
      ].map { $0.sanitizedForTerminal() }
    }
    console.write(
      TextTable(
        columns: [
          TextTable.Column("ID", minimumWidth: .max), TextTable.Column("DAY", minimumWidth: .max),
          TextTable.Column("TIME", minimumWidth: .max),
          TextTable.Column("NOTE", minimumWidth: .max),
          TextTable.Column("ROOM", minimumWidth: .max, isOptional: true),
          TextTable.Column("TITLE", minimumWidth: 10),
        ], rows: rows))
    let unknown = list.bookmarks.map(\.sessionID).filter { sessions[$0] == nil }
    guard !unknown.isEmpty else { return }
    let text =
      "Not in the programme, or not saved on this device: "
      + unknown.map(\.rawValue).joined(separator: ", ") + "."
    console.writeLine()
    for line in text.sanitizedForTerminal().wrapped(toDisplayWidth: console.width) {
      console.writeLine(line)
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
