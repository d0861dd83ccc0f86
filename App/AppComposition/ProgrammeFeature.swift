import Analytics
import CommandLineInterface
import Foundation
import Repository
import UseCaseImplementation
import ViewModel

/// The programme feature, assembled in one place: its use cases (timetable, session, search),
/// its view-model factories and its commands.
struct ProgrammeFeature {
  /// The feature's commands, ready for `CLIDependencies.features`.
  let commandLine: CommandLineFeature

  /// Builds the feature on `repository`, recording events to `analytics` stamped by `now`.
  init(
    repository: any TimetableRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    let getTimetable = GetTimetableUseCaseImplementation(
      repository: repository, analytics: analytics, now: now)
    let getSession = GetSessionUseCaseImplementation(
      repository: repository, analytics: analytics, now: now)
    let searchSessions = SearchSessionsUseCaseImplementation(
      repository: repository, analytics: analytics, now: now)
    commandLine = .programme(
      makeTimetableViewModel: {
        TimetableViewModel(getTimetable: getTimetable, analytics: analytics, now: now)
      },
      makeSessionDetailViewModel: {
        SessionDetailViewModel(getSession: getSession, analytics: analytics, now: now)
      },
      makeSearchViewModel: {
        SearchViewModel(searchSessions: searchSessions, analytics: analytics, now: now)
      })
  }
}
