import CommandLineInterface
import RepositoryImplementation
import UseCaseImplementation
import ViewModel

/// The bookmarks feature, assembled in one place: its use cases (get, add, remove, my
/// schedule), its view-model factories and its commands.
struct BookmarksFeature {
  /// The feature's commands, ready for `CLIDependencies.features`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(setup: AppServices.Setup, warn: @escaping @Sendable (String) -> Void) {
    commandLine = .bookmarks(
      makeAppStateController: AccountFeature.makeAppStateController(setup: setup, warn: warn),
      makeBookmarksViewModel: {
        let services = setup.services
        let bookmarks = BookmarkRepositoryImplementation(
          api: services.api, session: services.account)
        return BookmarksViewModel(
          getBookmarks: GetBookmarksUseCaseImplementation(repository: bookmarks),
          addBookmark: AddBookmarkUseCaseImplementation(
            repository: bookmarks, analytics: services.analytics, now: services.now),
          removeBookmark: RemoveBookmarkUseCaseImplementation(
            repository: bookmarks, analytics: services.analytics, now: services.now),
          appState: $0, analytics: services.analytics, now: services.now)
      },
      makeScheduleViewModel: {
        let services = setup.services
        return ScheduleViewModel(
          getMySchedule: GetMyScheduleUseCaseImplementation(
            bookmarks: BookmarkRepositoryImplementation(
              api: services.api, session: services.account),
            timetables: services.timetables),
          appState: $0, analytics: services.analytics, now: services.now)
      })
  }
}
