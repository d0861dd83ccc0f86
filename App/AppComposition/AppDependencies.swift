import APIClient
import APIClientImplementation
import Analytics
public import CommandLineInterface
import ConferenceBackend
import DataStore
public import Foundation
import Repository
import RepositoryImplementation
import TokenAuthentication
import UseCase
import UseCaseImplementation
import ViewModel

/// The composition root: the one place where implementations are chosen and wired together.
///
/// `live(environment:)` reads the settings (`CONF_HOME`, `CONF_SERVER`, `CONF_TOKEN_LIFETIME`,
/// `CONF_NOW`), picks the embedded backend or a real server, and builds the repositories, use
/// cases and view-model factories the command line needs. Nothing is opened until a command uses
/// it: the cache and the embedded backend open on first request.
public struct AppDependencies: Sendable {
  /// The settings read from the environment.
  public let settings: AppSettings
  /// Where files live.
  public let paths: ConfPaths
  /// The clock every layer uses (pinned by `CONF_NOW`).
  public let now: @Sendable () -> Date
  /// What the command line needs.
  public let commandLine: CLIDependencies

  /// The version `conf --version` prints.
  public static let version = "0.1.0"

  /// Builds the live dependencies from the process environment.
  ///
  /// - Parameter warn: Receives one-line warnings (a corrupt cache moved aside, ...); `main`
  ///   prints them to standard error.
  /// - Throws: `AppConfigurationError` when a setting is invalid or no data folder can be made.
  public static func live(
    environment: [String: String], warn: @escaping @Sendable (String) -> Void
  ) throws(AppConfigurationError) -> AppDependencies {
    let settings = try AppSettings(environment: environment)
    let paths = try ConfPaths(environment: environment)
    try paths.createFolders()
    let now: @Sendable () -> Date =
      if let pinned = settings.pinnedNow { { pinned } } else { { Date() } }
    let transport: any HTTPTransport =
      if let serverURL = settings.serverURL {
        URLSessionTransport(baseURL: serverURL)
      } else {
        InProcessTransport(
          handler: EmbeddedBackend(
            databasePath: paths.backendDatabase.path, now: now,
            tokenLifetime: settings.tokenLifetime
          ).handle)
      }
    let api = LiveConferenceAPIClient(transport: transport)
    let cache = TimetableCache(
      fileURL: paths.cacheFile, now: now, onWarning: { warn($0.message) })
    let analytics: any AnalyticsTracking = JSONLinesAnalytics(fileURL: paths.analyticsFile)
    let timetables: any TimetableRepository = TimetableRepositoryImplementation(
      api: api, cache: cache, now: now)
    let account = AccountSession(
      api: api, store: CredentialVault(fileURL: paths.credentialsFile),
      refreshLock: FileRefreshLock(
        fileURL: paths.credentialsFile.appendingPathExtension("lock")),
      policy: TokenAuthenticationPolicy(now: now))
    let repositories = Repositories(
      timetables: timetables,
      authentication: AuthenticationRepositoryImplementation(session: account),
      profiles: ProfileRepositoryImplementation(session: account))
    return AppDependencies(
      settings: settings, paths: paths, now: now,
      commandLine: makeCommandLine(
        repositories: repositories, analytics: analytics, now: now, warn: warn))
  }

  /// The repositories the use cases are built on.
  private struct Repositories {
    let timetables: any TimetableRepository
    let authentication: any AuthenticationRepository
    let profiles: any ProfileRepository
  }

  private static func makeCommandLine(
    repositories: Repositories, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date, warn: @escaping @Sendable (String) -> Void
  ) -> CLIDependencies {
    let timetables = repositories.timetables
    let authentication = repositories.authentication
    let profiles = repositories.profiles
    let getTimetable = GetTimetableUseCaseImplementation(
      repository: timetables, analytics: analytics, now: now)
    let getSession = GetSessionUseCaseImplementation(
      repository: timetables, analytics: analytics, now: now)
    let searchSessions = SearchSessionsUseCaseImplementation(
      repository: timetables, analytics: analytics, now: now)
    let restoreSession = RestoreSessionUseCaseImplementation(
      repository: authentication, analytics: analytics, now: now)
    let logIn = LogInUseCaseImplementation(
      repository: authentication, analytics: analytics, now: now)
    let logOut = LogOutUseCaseImplementation(
      repository: authentication, analytics: analytics, now: now)
    let getLoginStatus = GetLoginStatusUseCaseImplementation(repository: authentication)
    let getProfile = GetProfileUseCaseImplementation(repository: profiles)
    let changePhoneNumber = ChangePhoneNumberUseCaseImplementation(
      repository: profiles, analytics: analytics, now: now)
    let completeOnboardingStep = CompleteOnboardingStepUseCaseImplementation(
      repository: profiles, analytics: analytics, now: now)
    return CLIDependencies(
      version: version,
      makeTimetableViewModel: {
        TimetableViewModel(getTimetable: getTimetable, analytics: analytics, now: now)
      },
      makeSessionDetailViewModel: {
        SessionDetailViewModel(getSession: getSession, analytics: analytics, now: now)
      },
      makeSearchViewModel: {
        SearchViewModel(searchSessions: searchSessions, analytics: analytics, now: now)
      },
      makeAppStateController: {
        AppStateController(
          restoreSession: restoreSession, logIn: logIn, logOut: logOut,
          log: { entry in
            if case .rejected = entry { warn(entry.description) }
          })
      },
      makeLoginViewModel: { LoginViewModel(appState: $0, analytics: analytics, now: now) },
      makeStatusViewModel: {
        StatusViewModel(
          appState: $0, getLoginStatus: getLoginStatus, analytics: analytics, now: now)
      },
      makeProfileViewModel: {
        ProfileViewModel(
          getProfile: getProfile, changePhoneNumber: changePhoneNumber, appState: $0,
          analytics: analytics, now: now)
      },
      makeOnboardingViewModel: {
        OnboardingViewModel(
          completeOnboardingStep: completeOnboardingStep, appState: $0, analytics: analytics,
          now: now)
      })
  }
}
