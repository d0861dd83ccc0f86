import APIClient
import APIClientImplementation
import Analytics
import DataStore
import Domain
import Entity
import Foundation
import ProgrammeFeed
import Repository
import RepositoryImplementation
import Synchronization
import TokenAuthentication
import UseCaseImplementation

/// What every feature is built on, made once per run by `AppServices.Setup` after the command
/// line was parsed: settings, files, clock, analytics, the programme repository and the account
/// session, for the conference this run uses.
///
/// The demo conference reads its programme from the conference backend
/// (`LiveConferenceAPIClient`) and keeps its files where they always were; a conference added
/// from a published programme reads it through `LiveProgrammeFeedAPIClient` (the same
/// `ConferenceAPIClient` protocol: nothing above the data layer can tell them apart) and keeps
/// its saved programme, bookmarks (`LocalBookmarkRepository`: there is no account backend) and
/// restoration state in a folder of its own.
struct AppServices: Sendable {
  let settings: AppSettings
  /// The origin of every transport's deadline (`CONF_TIMEOUT`): one per command, restarted by
  /// `conf app` at each action (`beginUserAction()`).
  let networkDeadline: NetworkDeadline
  /// How long a due programme refresh may keep this command waiting when a saved copy can
  /// answer instead (`CONF_REFRESH_BUDGET`): shared by the programme repositories, restarted
  /// with the network deadline, lifted by `beginExplicitRefresh()`.
  let refreshBudget: RefreshBudget
  let paths: ConfPaths
  let now: @Sendable () -> Date
  let analytics: any AnalyticsTracking
  /// The recorded events waiting for upload: the same `analytics.jsonl`, or `nil` when
  /// analytics are off (then nothing is uploaded and no file is created).
  let analyticsOutbox: (any AnalyticsOutbox)?
  var timetables: any TimetableRepository
  let account: AccountAccess
  /// The live API client, for the repositories the features build on the account session.
  let api: LiveConferenceAPIClient
  /// The bookmarks with their outbox, shared by the features that read or change bookmarks
  /// and by the step that sends the outbox before each command.
  let bookmarks: any BookmarkRepository
  /// The conference this run uses, `nil` for the demo.
  let conference: ConferenceListingEntity?
  /// The added conferences.
  let catalogs: ConferenceCatalogRepositoryImplementation
  /// The demo conference's programme, which describes it in `conf conferences`.
  let demoTimetables: any TimetableRepository
  /// The terminal app's restoration file for this conference.
  let restorationFile: URL
  /// The programme as last seen in `conf changes`, for this conference.
  let seenProgramme: any SeenProgrammeRepository

  /// What this conference's source offers besides its programme, as its programme client
  /// declares it (`ConferenceAPIClient.capabilities`).
  var capabilities: ConferenceCapabilities {
    ConferenceCapabilities(timetables.capabilities)
  }

  /// The added conference's name (its folder and `--conference` name); `nil` for the demo.
  var conferenceName: String? {
    conference?.name
  }

  /// Reads the settings, prepares the data folders and builds the shared services.
  ///
  /// - Throws: `AppConfigurationError` when a setting is invalid or a data folder is unusable.
  init(
    environment: [String: String], conference wanted: String?,
    warn: @escaping @Sendable (String) -> Void
  ) throws(AppConfigurationError) {
    let settings = try AppSettings(environment: environment)
    let paths = try ConfPaths(environment: environment)
    let home = environment["CONF_HOME"].flatMap { $0.isEmpty ? nil : $0 }
    try paths.createFolders(createsParents: home == nil, warn: warn)
    FoundationFolders.confine(
      to: paths.cacheFile.deletingLastPathComponent().appendingPathComponent("foundation"))
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
    // command's one deadline (CONF_TIMEOUT, from its first request; from each action's in the
    // app).
    let networkDeadline = NetworkDeadline()
    self.networkDeadline = networkDeadline
    // A due refresh that a saved copy can stand in for waits CONF_REFRESH_BUDGET, not
    // CONF_TIMEOUT; the embedded backend answers in this process and is never cut.
    let refreshBudget = RefreshBudget(limit: settings.refreshBudget)
    self.refreshBudget = refreshBudget
    let transport = RetryingTransport(
      base: base, policy: RetryPolicy(timeout: settings.timeout, now: now),
      deadline: networkDeadline)
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
    let demoTimetables = TimetableRepositoryImplementation(
      api: api,
      cache: TimetableCache(fileURL: paths.cacheFile, now: now, onWarning: { warn($0.message) }),
      budget: settings.serverURL == nil ? .unlimited : refreshBudget, now: now)
    self.demoTimetables = demoTimetables
    let timeout = settings.timeout
    let maximumAge = settings.feedMaxAge
    let catalogStore = ConferenceCatalogStore(
      fileURL: paths.conferencesFile, folders: paths.conferencesFolder)
    // Every write of a conference's saved programme holds the list's lock, as every change of
    // the list does: a conference removed meanwhile is never written back.
    let writeLock = FileRefreshLock(fileURL: catalogStore.lockURL)
    let catalogs = ConferenceCatalogRepositoryImplementation(
      store: catalogStore,
      makeClient: { source, timeZone, folder throws(RepositoryError) in
        try Self.feedClient(
          source: source, timeZone: timeZone, folder: folder, timeout: timeout,
          deadline: networkDeadline, maximumAge: maximumAge, writeLock: writeLock, now: now,
          warn: warn)
      }, now: now, onWarning: { warn($0.message) })
    self.catalogs = catalogs
    let conference = try ConferenceSelection.resolve(
      wanted: wanted ?? environment["CONF_CONFERENCE"], store: catalogStore, warn: warn)
    self.conference = conference
    // A conference without accounts has no login: its account session reads a credential
    // file that is never written, so nothing of the demo's login shows or is sent there.
    let credentials =
      conference.map {
        catalogs.folder(named: $0.name).appendingPathComponent("credentials")
      } ?? paths.credentialsFile
    account = AccountAccess(
      api: api, store: CredentialVault(fileURL: credentials),
      refreshLock: FileRefreshLock(fileURL: credentials.appendingPathExtension("lock")),
      policy: TokenAuthenticationPolicy(now: now),
      accounts: AccountSnapshotStore(
        fileURL: credentials.deletingLastPathComponent().appendingPathComponent("account.json")))
    guard let conference else {
      timetables = demoTimetables
      restorationFile = paths.credentialsFile.deletingLastPathComponent()
        .appendingPathComponent("app-state.json")
      seenProgramme = SeenProgrammeRepositoryImplementation(
        cache: TimetableCache(
          fileURL: paths.cacheFile.deletingLastPathComponent()
            .appendingPathComponent(ConferenceCatalogRepositoryImplementation.seenFileName),
          now: now, onWarning: { warn($0.message) }),
        now: now)
      bookmarks = BookmarkRepositoryImplementation(
        api: api, session: account,
        outbox: BookmarkOutbox(
          fileURL: paths.outboxFile, now: now, onWarning: { warn($0.message) }),
        sendLock: FileRefreshLock(fileURL: paths.outboxFile.appendingPathExtension("lock")),
        now: now)
      return
    }
    let folder = catalogs.folder(named: conference.name)
    let client: any ProgrammeFeedAPIClient
    do {
      client = try Self.feedClient(
        source: conference.source, timeZone: conference.timeZoneOverride,
        title: conference.title, folder: folder,
        timeout: timeout, deadline: networkDeadline, maximumAge: maximumAge,
        writeLock: writeLock, now: now, warn: warn)
    } catch {
      throw .unreadableConferences(
        reason: "the conference \(conference.name) cannot be opened: \(error); remove it with "
          + "conf conference remove \(conference.name)")
    }
    // The client keeps the last good copy in feed.sqlite; the repository falls back to that
    // same copy (with the saved-copy warning) and saves nothing of its own.
    let feedTimetables = TimetableRepositoryImplementation(
      api: client,
      cache: TimetableCache(
        fileURL: folder.appendingPathComponent("feed.sqlite"), now: now,
        onWarning: { warn($0.message) }),
      savesAnswers: false, budget: refreshBudget, now: now)
    timetables = feedTimetables
    bookmarks = LocalBookmarkRepository(
      store: LocalBookmarkStore(
        fileURL: folder.appendingPathComponent("bookmarks.sqlite"), now: now,
        onWarning: { warn($0.message) }),
      sessionExists: { id in (try? await feedTimetables.session(id: id)) != nil }, now: now)
    restorationFile = folder.appendingPathComponent("app-state.json")
    seenProgramme = SeenProgrammeRepositoryImplementation(
      cache: TimetableCache(
        fileURL: folder.appendingPathComponent(
          ConferenceCatalogRepositoryImplementation.seenFileName),
        now: now, onWarning: { warn($0.message) }),
      now: now)
  }

  /// Starts a new network deadline for what the person just did in `conf app`: an app left
  /// open for hours gets the whole `CONF_TIMEOUT` for its next load, as a fresh command does.
  func beginUserAction() {
    networkDeadline.restart()
    refreshBudget.restart()
  }

  /// Lifts the refresh budget for the rest of this command or action: what the person asked
  /// for is the refresh itself (the app's refresh key), so it waits the whole `CONF_TIMEOUT`.
  /// `conf conference refresh` needs no lifting: it refreshes through the conference list,
  /// never through a budget.
  func beginExplicitRefresh() {
    refreshBudget.lift()
  }

  /// The programme client of a conference added from `source`, keeping its copy in `folder`
  /// (written while holding `writeLock`); a URL is fetched through URLSession with the
  /// command's deadline and retries.
  static func feedClient(
    source text: String, timeZone: String?, title: String? = nil, folder: URL,
    timeout: Duration, deadline: NetworkDeadline, maximumAge: Duration,
    writeLock: FileRefreshLock, now: @escaping @Sendable () -> Date,
    warn: @escaping @Sendable (String) -> Void
  ) throws(RepositoryError) -> any ProgrammeFeedAPIClient {
    let source: FeedSource
    do {
      source = try FeedSource(parsing: text)
    } catch {
      throw .invalidRequest(reason: error.description)
    }
    let transport: (any HTTPTransport)? = source.serverURL.map { server in
      RetryingTransport(
        base: URLSessionTransport(baseURL: server, timeout: timeout),
        policy: RetryPolicy(timeout: timeout, now: now), deadline: deadline)
    }
    return LiveProgrammeFeedAPIClient(
      source: source,
      store: FeedStore(
        folder: folder, now: now, onWarning: { warn($0.message) }, writeLock: writeLock),
      transport: transport, timeZone: timeZone, maximumAge: maximumAge, title: title, now: now)
  }
}

extension AppServices {
  /// Builds the services once, when the command line asks for them after parsing: help,
  /// `--version` and usage errors never read the settings or touch the file system.
  final class Setup: Sendable {
    private let environment: [String: String]
    private let warn: @Sendable (String) -> Void
    private let built = Mutex<Result<AppServices, AppConfigurationError>?>(nil)
    private let selected = Mutex<String?>(nil)

    /// Picks the conference for this run (`--conference NAME`); before `prepare()`.
    func select(conference name: String) {
      selected.withLock { $0 = name }
    }

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
          try AppServices(
            environment: environment, conference: selected.withLock { $0 }, warn: warn)
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
