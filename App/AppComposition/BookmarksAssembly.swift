import CommandLineInterface
import Domain
import UseCaseImplementation
import ViewModel

/// The bookmarks feature, assembled in one place: its use cases (get, add, remove, my
/// schedule), its view-model factories and its commands.
struct BookmarksAssembly {
  /// The feature's commands, ready for `CommandLineFeatures`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs; the
  /// schedule's alarms come `reminders`' lead time before each session.
  init(
    setup: AppServices.Setup, reminders: RemindersAssembly,
    warn: @escaping @Sendable (String) -> Void
  ) {
    let getReminderLeadTime = reminders.getReminderLeadTime
    commandLine = .bookmarks(
      makeAppStateController: AccountAssembly.makeAppStateController(setup: setup, warn: warn),
      makeBookmarksViewModel: {
        Self.makeBookmarksViewModel(services: setup.services, appState: $0)
      },
      makeScheduleViewModel: { Self.makeScheduleViewModel(services: setup.services, appState: $0) },
      makeSessionDetailViewModel: {
        ProgrammeAssembly.makeSessionDetailViewModel(services: setup.services)
      },
      conferenceName: { setup.services.conferenceName },
      reminderLeadTime: { await getReminderLeadTime() })
  }

  /// The bookmarks screen's view model, over the shared repository and its outbox, finding
  /// the bookmarked sessions in the saved programme (read, and so saved, through the schedule
  /// when it lacks one).
  @MainActor
  static func makeBookmarksViewModel(
    services: AppServices, appState: AppStateController
  ) -> BookmarksViewModel {
    let bookmarks = services.bookmarks
    return BookmarksViewModel(
      getBookmarks: GetBookmarksUseCaseImplementation(repository: bookmarks),
      addBookmark: AddBookmarkUseCaseImplementation(
        repository: bookmarks, analytics: services.analytics, now: services.now),
      removeBookmark: RemoveBookmarkUseCaseImplementation(
        repository: bookmarks, analytics: services.analytics, now: services.now),
      getSavedProgramme: GetSavedProgrammeUseCaseImplementation(repository: services.timetables),
      getMySchedule: GetMyScheduleUseCaseImplementation(
        bookmarks: bookmarks, timetables: services.timetables),
      appState: appState, needsLogin: services.capabilities.contains(.bookmarksOnServer),
      analytics: services.analytics,
      now: services.now)
  }

  /// The schedule screen's view model.
  @MainActor
  static func makeScheduleViewModel(
    services: AppServices, appState: AppStateController
  ) -> ScheduleViewModel {
    ScheduleViewModel(
      getMySchedule: GetMyScheduleUseCaseImplementation(
        bookmarks: services.bookmarks, timetables: services.timetables,
        seen: services.seenProgramme),
      appState: appState, needsLogin: services.capabilities.contains(.bookmarksOnServer),
      analytics: services.analytics,
      now: services.now)
  }
}

extension BookmarksAssembly {
  /// Sends the bookmark changes earlier runs queued while the backend was unreachable, before
  /// a command's own requests; warns about a queued bookmark of a session that does not exist
  /// (dropped). Anything else (no login, still offline) leaves the queue for a later run.
  static func sendQueuedChanges(
    setup: AppServices.Setup, warn: @escaping @Sendable (String) -> Void
  ) async {
    guard let services = try? setup.prepare() else { return }
    let send = SendQueuedBookmarkChangesUseCaseImplementation(repository: services.bookmarks)
    guard let report = try? await send() else { return }
    for id in report.unknownSessions {
      warn(
        "the bookmark of session \(id.rawValue), queued while offline, was dropped: the "
          + "programme has no such session.")
    }
  }
}
