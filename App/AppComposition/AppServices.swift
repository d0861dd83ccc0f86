import APIClient
import APIClientImplementation
import Analytics
import DataStore
import Foundation
import Repository
import RepositoryImplementation
import Synchronization
import TokenAuthentication

/// What every feature is built on, made once per run by `AppServices.Setup` after the command
/// line was parsed: settings, files, clock, analytics, the programme repository and the account
/// session.
struct AppServices: Sendable {
  let settings: AppSettings
  let paths: ConfPaths
  let now: @Sendable () -> Date
  let analytics: any AnalyticsTracking
  /// The recorded events waiting for upload: the same `analytics.jsonl`, or `nil` when
  /// analytics are off (then nothing is uploaded and no file is created).
  let analyticsOutbox: (any AnalyticsOutbox)?
  let timetables: any TimetableRepository
  let account: AccountSession
  /// The live API client, for the repositories the features build on the account session.
  let api: LiveConferenceAPIClient
  /// The bookmarks with their outbox, shared by the features that read or change bookmarks
  /// and by the step that sends the outbox before each command.
  let bookmarks: BookmarkRepositoryImplementation

  /// Reads the settings, prepares the data folders and builds the shared services.
  ///
  /// - Throws: `AppConfigurationError` when a setting is invalid or a data folder is unusable.
  init(
    environment: [String: String], warn: @escaping @Sendable (String) -> Void
  ) throws(AppConfigurationError) {
    let settings = try AppSettings(environment: environment)
    let paths = try ConfPaths(environment: environment)
    let home = environment["CONF_HOME"].flatMap { $0.isEmpty ? nil : $0 }
    try paths.createFolders(createsParents: home == nil, warn: warn)
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
    self.api = api
    self.settings = settings
    self.paths = paths
    self.now = now
    // Analytics are kept in one bounded file that is also the upload outbox; turned off,
    // nothing is recorded, uploaded or created.
    if settings.recordsAnalytics {
      let file = JSONLinesAnalytics(fileURL: paths.analyticsFile)
      analytics = file
      analyticsOutbox = file
    } else {
      analytics = DisabledAnalytics()
      analyticsOutbox = nil
    }
    timetables = TimetableRepositoryImplementation(
      api: api,
      cache: TimetableCache(fileURL: paths.cacheFile, now: now, onWarning: { warn($0.message) }),
      now: now)
    account = AccountSession(
      api: api, store: CredentialVault(fileURL: paths.credentialsFile),
      refreshLock: FileRefreshLock(fileURL: paths.credentialsFile.appendingPathExtension("lock")),
      policy: TokenAuthenticationPolicy(now: now),
      accounts: AccountSnapshotStore(fileURL: paths.accountFile))
    bookmarks = BookmarkRepositoryImplementation(
      api: api, session: account,
      outbox: BookmarkOutbox(
        fileURL: paths.outboxFile, now: now, onWarning: { warn($0.message) }),
      sendLock: FileRefreshLock(fileURL: paths.outboxFile.appendingPathExtension("lock")),
      now: now)
  }
}

extension AppServices {
  /// Builds the services once, when the command line asks for them after parsing: help,
  /// `--version` and usage errors never read the settings or touch the file system.
  final class Setup: Sendable {
    private let environment: [String: String]
    private let warn: @Sendable (String) -> Void
    private let built = Mutex<Result<AppServices, AppConfigurationError>?>(nil)

    init(environment: [String: String], warn: @escaping @Sendable (String) -> Void) {
      self.environment = environment
      self.warn = warn
    }

    /// Builds the services (once) and returns them.
    ///
    /// - Throws: What building them threw, every time it is asked again.
    func prepare() throws(AppConfigurationError) -> AppServices {
      let result = built.withLock { built in
        if let built { return built }
        let result = Result { () throws(AppConfigurationError) in
          try AppServices(environment: environment, warn: warn)
        }
        built = result
        return result
      }
      return try result.get()
    }

    /// The services, for the view-model factories; the command line prepares them before any
    /// command runs, so this never builds them itself.
    var services: AppServices {
      switch built.withLock({ $0 }) {
      case .success(let services): return services
      case .failure, nil:
        preconditionFailure("the command line prepares the services before any command runs")
      }
    }
  }
}
