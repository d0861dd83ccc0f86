import Domain
import ViewModel

/// `conf bookmark add|remove <id>`: bookmarks a session or removes the bookmark.
struct BookmarkCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<BookmarksViewModel>
  /// Makes the view model that finds the occurrences of an id the programme repeats.
  let makeSessionViewModel: @MainActor @Sendable () -> SessionDetailViewModel

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
      BookmarkChangeCommand(
        factories: factories, makeSessionViewModel: makeSessionViewModel, isAdding: true),
      BookmarkChangeCommand(
        factories: factories, makeSessionViewModel: makeSessionViewModel, isAdding: false),
    ]
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    throw UsageError("missing subcommand: 'add' or 'remove'")
  }
}

/// `conf bookmark add <id> ...` and `conf bookmark remove <id> ...`; both are idempotent.
struct BookmarkChangeCommand: Command {
  /// The view models, made once per run.
  let factories: LoggedInViewModelFactories<BookmarksViewModel>
  /// Makes the view model that finds the occurrences of an id the programme repeats.
  let makeSessionViewModel: @MainActor @Sendable () -> SessionDetailViewModel
  /// `add` when `true`, `remove` otherwise.
  let isAdding: Bool

  static let ids = ArgumentDefinition(
    name: "id", help: "The sessions' ids, as in the timetable, separated by spaces.",
    takesRemainingWords: true, completion: .sessions)
  static let json = Flag.json()

  var configuration: CommandConfiguration {
    CommandConfiguration(
      name: isAdding ? "bookmark add" : "bookmark remove",
      abstract: isAdding ? "Bookmark sessions." : "Remove sessions' bookmarks.",
      discussion: isAdding
        ? "Bookmarking a session twice is harmless; an unknown session id exits 65. While the "
          + "backend cannot be reached, the change is queued on this device (exit 0) and sent, "
          + "in order, by the next command that reaches it. Several ids are changed one after "
          + "the other; a failure is said and the rest still tried, and the exit code is the "
          + "first failure's."
        : "Removing a bookmark that does not exist is harmless. While the backend cannot be "
          + "reached, the change is queued on this device (exit 0) and sent, in order, by the "
          + "next command that reaches it. Several ids are changed one after the other.",
      arguments: [Self.ids],
      options: [Self.json],
      exitCodes: [.dataError, .unavailable, .noPermission],
      examples: [
        isAdding
          ? CommandExample("Bookmark session 104", "conf bookmark add 104")
          : CommandExample("Remove the bookmark of session 104", "conf bookmark remove 104"),
        CommandExample(
          "Several at once", "conf bookmark \(isAdding ? "add" : "remove") 104 207"),
        CommandExample(
          "As JSON (\"delivery\" is \"queued\" while offline)",
          "conf bookmark \(isAdding ? "add" : "remove") 104 --json"),
      ])
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let ids = arguments.words(of: Self.ids)
    guard !ids.isEmpty else {
      throw .missingArgument(Self.ids)
    }
    let appState = await context.startApp(factories.makeAppStateController)
    if let code = context.failedLoginCheck(of: appState, allowingOffline: true) {
      return code
    }
    let viewModel = factories.makeViewModel(appState)
    var documents: [JSONValue] = []
    var firstFailure: ExitCode?
    for id in ids {
      await change(Session.ID(id), with: viewModel)
      if case .failed(.sessionNotFound(let missing)) = viewModel.state,
        let occurrences = await occurrences(of: missing)
      {
        guard occurrences.count == 1 else {
          firstFailure = firstFailure ?? sayHeldSeveralTimes(missing, occurrences, in: context)
          continue
        }
        // The one occurrence left of an id the programme repeated is what the id names now.
        await change(occurrences[0].id, with: viewModel)
      }
      switch change(viewModel.state, in: context, json: !arguments[Self.json]) {
      case .success(let document): documents.append(document)
      case .failure(let failure): firstFailure = firstFailure ?? failure.code
      }
    }
    if arguments[Self.json], !documents.isEmpty {
      context.console.write((ids.count == 1 ? documents[0] : .array(documents)).rendered)
    }
    return firstFailure ?? .success
  }

  /// Adds or removes the bookmark of `id`, as the command says.
  private func change(_ id: Session.ID, with viewModel: BookmarksViewModel) async {
    if isAdding {
      await viewModel.add(id)
    } else {
      await viewModel.remove(id)
    }
  }

  /// The sessions named apart for `id` when the programme repeats it (a bare id such as `101`
  /// for sessions named `101@lp229g` and `101@7jkgqa`, or for the one such session left),
  /// else `nil`.
  private func occurrences(of id: Session.ID) async -> [Session]? {
    guard !id.isOccurrence else { return nil }
    let sessions = makeSessionViewModel()
    await sessions.load(id: id)
    switch sessions.state {
    case .failed(.heldSeveralTimes(_, let occurrences)): return occurrences
    case .loaded(let content) where content.session.id != id: return [content.session]
    default: return nil
    }
  }

  /// Says that `id` names several sessions and how to name each, as the failure it is.
  private func sayHeldSeveralTimes(
    _ id: Session.ID, _ occurrences: [Session], in context: CommandContext
  ) -> ExitCode {
    let named = occurrences.map { session in
      let row = SessionRow(session: session)
      return "\(session.id) on day \(session.day) at \(row.startTime)"
    }
    let example = occurrences.first.map { "conf bookmark \(isAdding ? "add" : "remove") \($0.id)" }
    return context.fail(
      with: BookmarkError.sessionNotFound(id),
      message: "session \(id) is held \(occurrences.count) times: "
        + named.joined(separator: ", ").sanitizedForTerminal(),
      hint: "name one of them: \(example ?? "conf session \(id)")".sanitizedForTerminal())
  }

  /// What one change did: its `--json` object, written as a line of text unless `json`;
  /// a failure is said on standard error and is its exit code.
  private func change(
    _ state: BookmarksViewModel.State, in context: CommandContext, json isText: Bool
  ) -> Result<JSONValue, ExitCodeFailure> {
    switch state {
    case .added(let id, let result), .removed(let id, let result):
      if isText {
        let shown = id.rawValue.sanitizedForTerminal()
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
      }
      return .success(
        .object([
          "session_id": .string(id.rawValue), "bookmarked": .bool(isAdding),
          "delivery": .string(result == .queued ? "queued" : "sent"),
        ]))
    case .failed(let error):
      return .failure(ExitCodeFailure(code: context.fail(with: error)))
    case .idle, .working, .loaded:
      return .failure(
        ExitCodeFailure(
          code: context.failInternally("the bookmark change finished in state \(state)")))
    }
  }
}

/// An exit code carried as a `Result`'s failure.
private struct ExitCodeFailure: Error {
  let code: ExitCode
}
