import CommandLineInterface
import Domain
import Foundation
import TerminalUI
import UseCaseImplementation
import ViewModel

/// The interactive app (`conf app`, `conf open`), assembled in one place: the view models the
/// terminal app shows, built the same way the line commands build them, the restoration file
/// and the live terminal.
struct InteractiveAppAssembly {
  /// The feature's commands, ready for `CommandLineFeatures`.
  let commandLine: CommandLineFeature

  /// Builds the feature on the services `setup` prepares before a command runs; the status
  /// line reminds of a bookmarked session `reminders`' lead time before it starts.
  init(
    setup: AppServices.Setup, reminders: RemindersAssembly, environment: [String: String],
    warn: @escaping @Sendable (String) -> Void
  ) {
    let makeAppStateController = AccountAssembly.makeAppStateController(setup: setup, warn: warn)
    let colors = TerminalApp.colorSupport(in: environment)
    let opener = LinkOpener(environment: environment)
    commandLine = .interactiveApp(
      makeAppStateController: makeAppStateController,
      launcher: InteractiveAppLauncher { route, timeZone in
        // The programme is drawn from its saved copy at once, and refreshed in the background.
        var services = setup.services.readingSavedCopyFirst(warn: warn)
        var appState = makeAppStateController()
        var route = route
        // The command checked CONF_QUIET_HOURS before the app started.
        let quietHours = environment["CONF_QUIET_HOURS"].flatMap(QuietHours.init(parsing:))
        // A conference chosen in the app (`C`) becomes the current one, as `conf conference
        // use` makes it, and the app opens again over it.
        while true {
          let terminal = LiveTerminal()
          let models = Self.makeModels(
            services: services, appState: appState,
            reminder: reminders.makeReminderViewModel(),
            reminders: reminders.makeRemindersViewModel(
              quietHours: quietHours, writeToTerminal: { terminal.write($0) }),
            openLink: opener.open)
          let file = RestorationFile(fileURL: services.restorationFile)
          let app = TerminalApp(
            models: models, terminal: terminal,
            restoration: TerminalAppRestoration(load: file.load, save: file.save),
            usesColor: colors.usesColor, usesTrueColor: colors.usesTrueColor,
            displayZone: timeZone, now: services.now)
          do throws(TerminalError) {
            try await app.run(opening: route)
          } catch {
            return error.description
          }
          guard let chosen = app.chosenConference, let conferences = models.conferences else {
            return nil
          }
          await conferences.use(chosen)
          if case .failed(let error) = conferences.state { return error.description }
          do throws(AppConfigurationError) {
            services = try AppServices(environment: environment, conference: chosen, warn: warn)
              .readingSavedCopyFirst(warn: warn)
          } catch {
            return error.description
          }
          appState = AccountAssembly.makeAppStateController(services: services, warn: warn)
          route = nil
        }
      })
  }

  /// The view models of one run of the app, sharing one app-state controller, each built by
  /// the factory its line commands use (so the app shares their repositories, the bookmark
  /// outbox included); `reminders` rings the reminders while it is open.
  @MainActor
  static func makeModels(
    services: AppServices, appState: AppStateController, reminder: ReminderViewModel? = nil,
    reminders: RemindersViewModel? = nil,
    openLink: @escaping @MainActor (String) -> Bool = { _ in false }
  ) -> TerminalAppModels {
    let getSession = GetSessionUseCaseImplementation(
      repository: services.timetables, analytics: services.analytics, now: services.now)
    return TerminalAppModels(
      appState: appState, navigator: AppNavigator(),
      // The app keeps the bookmarks it marks itself.
      timetable: ProgrammeAssembly.makeTimetableViewModel(
        services: services, marksBookmarks: false),
      sessionDetail: ProgrammeAssembly.makeSessionDetailViewModel(services: services),
      search: ProgrammeAssembly.makeSearchViewModel(services: services),
      login: AccountAssembly.makeLoginViewModel(services: services, appState: appState),
      bookmarks: BookmarksAssembly.makeBookmarksViewModel(services: services, appState: appState),
      schedule: BookmarksAssembly.makeScheduleViewModel(services: services, appState: appState),
      tickets: TicketsAssembly.makeTicketsViewModel(services: services, appState: appState),
      profile: AccountAssembly.makeProfileViewModel(services: services, appState: appState),
      onboarding: AccountAssembly.makeOnboardingViewModel(services: services, appState: appState),
      nowAndNext: (
        ProgrammeAssembly.makeNowViewModel(services: services, marksBookmarks: false),
        ProgrammeAssembly.makeNextViewModel(services: services, marksBookmarks: false)
      ),
      reminder: reminder,
      programmeRefresh: services.conference == nil
        ? nil
        : ProgrammeRefreshViewModel(
          refreshConference: RefreshConferenceUseCaseImplementation(
            catalogs: services.catalogs, demo: services.demoTimetables),
          now: services.now),
      changes: services.capabilities.contains(.programmeChanges)
        ? ConferencesAssembly.makeChangesViewModel(services: services) : nil,
      conferences: ConferencesAssembly.makeConferencesViewModel(services: services),
      sessionExists: { id in
        do throws(TimetableError) {
          _ = try await getSession(id)
          return true
        } catch {
          // Only a session the programme no longer has is dropped; offline keeps it.
          if case .sessionNotFound = error { return false }
          return true
        }
      },
      capabilities: services.capabilities,
      refusal: { ConferencesAssembly.refusal(of: $0, services: services).map { $0 + "." } },
      beginUserAction: { services.beginUserAction() },
      beginExplicitRefresh: { services.beginExplicitRefresh() }, reminders: reminders,
      openLink: openLink)
  }
}
