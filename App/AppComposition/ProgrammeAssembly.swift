import CommandLineInterface
import UseCaseImplementation
import ViewModel

/// The programme feature, assembled in one place: its use cases (timetable, today's moment,
/// next slot, session, search), its view-model factories and its commands. The timetable, now
/// and next also read the bookmarks (the bookmarks feature's repository) to mark them, and the programme as
/// last seen in `conf changes` to flag the bookmarked sessions that changed since.
struct ProgrammeAssembly {
  /// The feature's commands, ready for `CommandLineFeatures`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(setup: AppServices.Setup) {
    commandLine = .programme(
      makeTimetableViewModel: { Self.makeTimetableViewModel(services: setup.services) },
      makeNowViewModel: { Self.makeNowViewModel(services: setup.services) },
      makeNextViewModel: { Self.makeNextViewModel(services: setup.services) },
      makeSessionDetailViewModel: { Self.makeSessionDetailViewModel(services: setup.services) },
      makeSearchViewModel: { Self.makeSearchViewModel(services: setup.services) })
  }

  /// The timetable screen's view model; with `marksBookmarks` it also reads the bookmarks it
  /// marks (the line command), without it leaves them to its host (the terminal app tracks
  /// its own).
  @MainActor
  static func makeTimetableViewModel(
    services: AppServices, marksBookmarks: Bool = true
  ) -> TimetableViewModel {
    TimetableViewModel(
      getTimetable: GetTimetableUseCaseImplementation(
        repository: services.timetables, analytics: services.analytics, now: services.now),
      getConference: GetConferenceUseCaseImplementation(repository: services.timetables),
      getConferenceMoment: GetConferenceMomentUseCaseImplementation(
        repository: services.timetables, analytics: services.analytics, now: services.now),
      getBookmarks: bookmarks(services, if: marksBookmarks),
      getChangedSessions: GetChangedSessionsUseCaseImplementation(seen: services.seenProgramme),
      analytics: services.analytics, now: services.now)
  }

  /// The "now" screen's view model; with `marksBookmarks` it also reads the bookmarks it stars
  /// (the line command), without it leaves them to its host (the terminal app).
  @MainActor
  static func makeNowViewModel(services: AppServices, marksBookmarks: Bool = true) -> NowViewModel {
    NowViewModel(
      getConferenceMoment: GetConferenceMomentUseCaseImplementation(
        repository: services.timetables, analytics: services.analytics, now: services.now),
      getBookmarks: bookmarks(services, if: marksBookmarks),
      analytics: services.analytics, now: services.now)
  }

  /// The "next" screen's view model; `marksBookmarks` as for `makeNowViewModel`.
  @MainActor
  static func makeNextViewModel(services: AppServices, marksBookmarks: Bool = true)
    -> NextViewModel
  {
    NextViewModel(
      getNextSlot: GetNextSlotUseCaseImplementation(
        repository: services.timetables, analytics: services.analytics, now: services.now),
      getBookmarks: bookmarks(services, if: marksBookmarks),
      getMySchedule: marksBookmarks
        ? GetMyScheduleUseCaseImplementation(
          bookmarks: services.bookmarks, timetables: services.timetables) : nil,
      analytics: services.analytics, now: services.now)
  }

  /// The bookmarks a programme view model stars, when it reads them itself (`marks`); `nil`
  /// leaves them to its host.
  private static func bookmarks(
    _ services: AppServices, if marks: Bool
  ) -> GetBookmarksUseCaseImplementation? {
    marks ? GetBookmarksUseCaseImplementation(repository: services.bookmarks) : nil
  }

  /// A session's detail screen's view model.
  @MainActor
  static func makeSessionDetailViewModel(services: AppServices) -> SessionDetailViewModel {
    SessionDetailViewModel(
      getSession: GetSessionUseCaseImplementation(
        repository: services.timetables, analytics: services.analytics, now: services.now),
      analytics: services.analytics, now: services.now)
  }

  /// The search screen's view model.
  @MainActor
  static func makeSearchViewModel(services: AppServices) -> SearchViewModel {
    SearchViewModel(
      searchSessions: SearchSessionsUseCaseImplementation(
        repository: services.timetables, analytics: services.analytics, now: services.now),
      analytics: services.analytics, now: services.now)
  }
}
