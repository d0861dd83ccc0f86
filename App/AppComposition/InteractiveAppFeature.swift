import CommandLineInterface
import Domain
import Foundation
import RepositoryImplementation
import TerminalUI
import UseCaseImplementation
import ViewModel

/// The interactive app (`conf app`, `conf open`), assembled in one place: the view models the
/// terminal app shows, built the same way the line commands build them, the restoration file
/// and the live terminal.
struct InteractiveAppFeature {
  /// The feature's commands, ready for `CLIDependencies.features`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(
    setup: AppServices.Setup, environment: [String: String],
    warn: @escaping @Sendable (String) -> Void
  ) {
    let makeAppStateController = AccountFeature.makeAppStateController(setup: setup, warn: warn)
    let usesColor = environment["NO_COLOR"] == nil
    commandLine = .interactiveApp(
      makeAppStateController: makeAppStateController,
      launcher: InteractiveAppLauncher { route in
        let services = setup.services
        let models = Self.makeModels(services: services, appState: makeAppStateController())
        let file = RestorationFile(
          fileURL: services.paths.credentialsFile.deletingLastPathComponent()
            .appendingPathComponent("app-state.json"))
        let app = TerminalApp(
          models: models, terminal: LiveTerminal(),
          restoration: TerminalAppRestoration(load: file.load, save: file.save),
          usesColor: usesColor, now: services.now)
        do throws(TerminalError) {
          try await app.run(opening: route)
          return nil
        } catch {
          return error.description
        }
      })
  }

  /// The view models of one run of the app, sharing one app-state controller.
  @MainActor
  static func makeModels(services: AppServices, appState: AppStateController)
    -> TerminalAppModels
  {
    let timetables = services.timetables
    let analytics = services.analytics
    let now = services.now
    let bookmarks = BookmarkRepositoryImplementation(api: services.api, session: services.account)
    let tickets = TicketRepositoryImplementation(api: services.api, session: services.account)
    let profiles = ProfileRepositoryImplementation(session: services.account)
    let getSession = GetSessionUseCaseImplementation(
      repository: timetables, analytics: analytics, now: now)
    return TerminalAppModels(
      appState: appState, navigator: AppNavigator(),
      timetable: TimetableViewModel(
        getTimetable: GetTimetableUseCaseImplementation(
          repository: timetables, analytics: analytics, now: now),
        getConferenceMoment: GetConferenceMomentUseCaseImplementation(
          repository: timetables, analytics: analytics, now: now),
        analytics: analytics, now: now),
      sessionDetail: SessionDetailViewModel(getSession: getSession, analytics: analytics, now: now),
      search: SearchViewModel(
        searchSessions: SearchSessionsUseCaseImplementation(
          repository: timetables, analytics: analytics, now: now),
        analytics: analytics, now: now),
      login: LoginViewModel(appState: appState, analytics: analytics, now: now),
      bookmarks: BookmarksViewModel(
        getBookmarks: GetBookmarksUseCaseImplementation(repository: bookmarks),
        addBookmark: AddBookmarkUseCaseImplementation(
          repository: bookmarks, analytics: analytics, now: now),
        removeBookmark: RemoveBookmarkUseCaseImplementation(
          repository: bookmarks, analytics: analytics, now: now),
        appState: appState, analytics: analytics, now: now),
      schedule: ScheduleViewModel(
        getMySchedule: GetMyScheduleUseCaseImplementation(
          bookmarks: bookmarks, timetables: timetables),
        appState: appState, analytics: analytics, now: now),
      tickets: TicketsViewModel(
        getTickets: GetTicketsUseCaseImplementation(repository: tickets),
        purchaseTicket: PurchaseTicketUseCaseImplementation(
          repository: tickets, analytics: analytics, now: now),
        checkIn: CheckInUseCaseImplementation(repository: tickets, analytics: analytics, now: now),
        appState: appState, analytics: analytics, now: now),
      profile: ProfileViewModel(
        getProfile: GetProfileUseCaseImplementation(repository: profiles),
        changePhoneNumber: ChangePhoneNumberUseCaseImplementation(
          repository: profiles, analytics: analytics, now: now),
        appState: appState, analytics: analytics, now: now),
      onboarding: OnboardingViewModel(
        completeOnboardingStep: CompleteOnboardingStepUseCaseImplementation(
          repository: profiles, analytics: analytics, now: now),
        appState: appState, analytics: analytics, now: now),
      sessionExists: { id in
        do throws(TimetableError) {
          _ = try await getSession(id)
          return true
        } catch {
          // Only a session the programme no longer has is dropped; offline keeps it.
          if case .sessionNotFound = error { return false }
          return true
        }
      })
  }
}
