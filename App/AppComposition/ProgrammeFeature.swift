import CommandLineInterface
import UseCaseImplementation
import ViewModel

/// The programme feature, assembled in one place: its use cases (timetable, today's moment,
/// next slot, session, search), its view-model factories and its commands. The timetable also
/// reads the bookmarks (the bookmarks feature's repository) to mark them.
struct ProgrammeFeature {
  /// The feature's commands, ready for `CLIDependencies.features`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(setup: AppServices.Setup) {
    commandLine = .programme(
      makeTimetableViewModel: {
        let services = setup.services
        return TimetableViewModel(
          getTimetable: GetTimetableUseCaseImplementation(
            repository: services.timetables, analytics: services.analytics, now: services.now),
          getConferenceMoment: GetConferenceMomentUseCaseImplementation(
            repository: services.timetables, analytics: services.analytics, now: services.now),
          getBookmarks: GetBookmarksUseCaseImplementation(repository: services.bookmarks),
          analytics: services.analytics, now: services.now)
      },
      makeNowViewModel: {
        let services = setup.services
        return NowViewModel(
          getConferenceMoment: GetConferenceMomentUseCaseImplementation(
            repository: services.timetables, analytics: services.analytics, now: services.now),
          analytics: services.analytics, now: services.now)
      },
      makeNextViewModel: {
        let services = setup.services
        return NextViewModel(
          getNextSlot: GetNextSlotUseCaseImplementation(
            repository: services.timetables, analytics: services.analytics, now: services.now),
          analytics: services.analytics, now: services.now)
      },
      makeSessionDetailViewModel: {
        let services = setup.services
        return SessionDetailViewModel(
          getSession: GetSessionUseCaseImplementation(
            repository: services.timetables, analytics: services.analytics, now: services.now),
          analytics: services.analytics, now: services.now)
      },
      makeSearchViewModel: {
        let services = setup.services
        return SearchViewModel(
          searchSessions: SearchSessionsUseCaseImplementation(
            repository: services.timetables, analytics: services.analytics, now: services.now),
          analytics: services.analytics, now: services.now)
      })
  }
}
