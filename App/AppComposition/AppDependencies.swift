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

/// The composition root: the one place where implementations are chosen and wired together.
///
/// `live(environment:)` reads the settings (`CONF_HOME`, `CONF_SERVER`, `CONF_TOKEN_LIFETIME`,
/// `CONF_NOW`, `CONF_TIMEOUT`), picks the embedded backend or a real server (either behind
/// `RetryingTransport`), and builds the repositories, use
/// cases and view-model factories the command line needs, one feature at a time
/// (`ProgrammeFeature`, `AccountFeature`). Nothing is opened until a command uses
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
    let base: any HTTPTransport =
      if let serverURL = settings.serverURL {
        URLSessionTransport(baseURL: serverURL, timeout: settings.timeout)
      } else {
        InProcessTransport(
          handler: EmbeddedBackend(
            databasePath: paths.backendDatabase.path, now: now,
            tokenLifetime: settings.tokenLifetime
          ).handle)
      }
    // Retries sit right above the I/O, below the API client and the token wrapper, and keep the
    // command's one deadline (CONF_TIMEOUT, from its first request).
    let transport = RetryingTransport(
      base: base, policy: RetryPolicy(timeout: settings.timeout, now: now))
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
    return AppDependencies(
      settings: settings, paths: paths, now: now,
      commandLine: CLIDependencies(
        version: version,
        features: [
          ProgrammeFeature(repository: timetables, analytics: analytics, now: now)
            .commandLine,
          AccountFeature(
            authentication: AuthenticationRepositoryImplementation(session: account),
            profiles: ProfileRepositoryImplementation(session: account), analytics: analytics,
            now: now, warn: warn
          ).commandLine,
        ]))
  }
}
