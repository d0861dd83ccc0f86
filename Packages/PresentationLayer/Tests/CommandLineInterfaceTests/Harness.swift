import Analytics
import CommandLineInterface
import Domain
import Foundation
import Synchronization
import Testing
import UseCase
import UseCaseTestSupport
import ViewModel

/// Collects everything written to it.
final class CapturingWriter: TextWriter {
  private let buffer = Mutex("")

  var text: String {
    buffer.withLock { $0 }
  }

  func write(_ text: String) {
    buffer.withLock { $0 += text }
  }
}

/// The conference names a run was told to use, in order.
final class SelectedConferences: Sendable {
  private let names = Mutex<[String]>([])

  var all: [String] {
    names.withLock { $0 }
  }

  func append(_ name: String) {
    names.withLock { $0.append(name) }
  }
}

/// The reminder lead time kept "on this device" by a harness's runs.
final class ReminderSetting: Sendable {
  private let stored = Mutex(ReminderLeadTime.standard)

  var lead: ReminderLeadTime {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}

/// The settings kept "on this device" by a harness's runs, by name.
final class KeptSettings: Sendable {
  private let stored = Mutex<[String: String]>([:])

  var values: [String: String] {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}

/// What a harness's reminder watches did: the alerts rung, the reminders given, whether the
/// watcher's lock is free.
final class ReminderWatchRecord: Sendable {
  private let state = Mutex((alerts: [ReminderAlert](), given: GivenReminders(), isLockFree: true))

  var alerts: [ReminderAlert] { state.withLock { $0.alerts } }
  var given: GivenReminders {
    get { state.withLock { $0.given } }
    set { state.withLock { $0.given = newValue } }
  }
  var isLockFree: Bool {
    get { state.withLock { $0.isLockFree } }
    set { state.withLock { $0.isLockFree = newValue } }
  }

  func append(_ alert: ReminderAlert) {
    state.withLock { $0.alerts.append(alert) }
  }
}

/// A notifier that records in a `ReminderWatchRecord`.
struct RecordingReminderNotifier: ReminderNotifier {
  let record: ReminderWatchRecord

  func ring(_ alert: ReminderAlert) async {
    record.append(alert)
  }
}

/// What one run printed and returned.
struct RunResult: Equatable {
  var exitCode: Int32
  var standardOutput: String
  var standardError: String
}

/// Runs `conf` in process against scripted use cases; any use case not scripted records a test
/// failure when called, and so does reading a password that was not scripted.
@MainActor
struct Harness {
  var getTimetable: @Sendable (ConferenceDay) throws(TimetableError) -> Timetable = {
    day throws(TimetableError) in
    Issue.record("Unexpected call: getTimetable(for: \(day))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  /// The conference's days: the demo's three unless a test says otherwise.
  var getConference = FakeGetConference.days(3)
  var getConferenceMoment: @Sendable (Date) throws(TimetableError) -> ConferenceMoment = {
    instant throws(TimetableError) in
    Issue.record("Unexpected call: getConferenceMoment(at: \(instant))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var getNextSlot: @Sendable (Date) throws(TimetableError) -> UpcomingSlot = {
    instant throws(TimetableError) in
    Issue.record("Unexpected call: getNextSlot(after: \(instant))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var getSession: @Sendable (Session.ID) throws(TimetableError) -> SessionDetail = {
    id throws(TimetableError) in
    Issue.record("Unexpected call: getSession(\(id))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var searchSessions: @Sendable (String) throws(TimetableError) -> SearchResults = {
    text throws(TimetableError) in
    Issue.record("Unexpected call: searchSessions(matching: \(text))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var restoreSession: @Sendable () throws(AppError) -> RestoredLogin = {
    () throws(AppError) in
    Issue.record("Unexpected call: restoreSession()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var logIn: @Sendable (EmailAddress, Password) throws(AccountError) -> User = {
    email, _ throws(AccountError) in
    Issue.record("Unexpected call: logIn(email: \(email))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var logOut: @Sendable () throws(AccountError) -> Void = { () throws(AccountError) in
    Issue.record("Unexpected call: logOut()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var getLoginStatus: @Sendable () throws(AccountError) -> LoginStatus = {
    () throws(AccountError) in
    Issue.record("Unexpected call: getLoginStatus()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var getProfile: @Sendable () throws(ProfileError) -> Profile = { () throws(ProfileError) in
    Issue.record("Unexpected call: getProfile()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var changePhoneNumber: @Sendable (PhoneNumber) throws(ProfileError) -> User = {
    number throws(ProfileError) in
    Issue.record("Unexpected call: changePhoneNumber(to: \(number))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var completeOnboardingStep: @Sendable (OnboardingStep) throws(ProfileError) -> User = {
    step throws(ProfileError) in
    Issue.record("Unexpected call: completeOnboardingStep(\(step))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var getBookmarks: @Sendable () throws(BookmarkError) -> BookmarkList = {
    () throws(BookmarkError) in
    Issue.record("Unexpected call: getBookmarks()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var addBookmark: @Sendable (Session.ID) throws(BookmarkError) -> BookmarkChangeResult = {
    id throws(BookmarkError) in
    Issue.record("Unexpected call: addBookmark(\(id))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var removeBookmark: @Sendable (Session.ID) throws(BookmarkError) -> BookmarkChangeResult = {
    id throws(BookmarkError) in
    Issue.record("Unexpected call: removeBookmark(\(id))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  /// The reminder lead time kept "on this device", shared by every run of this harness: what
  /// `conf reminder` and onboarding's notifications step set and the schedule reads.
  let reminderSetting = ReminderSetting()
  /// What setting the reminder fails with, if it does.
  var reminderFailure: StorageError?
  /// The settings kept "on this device" (`conf settings`), shared by every run of this harness.
  let keptSettings = KeptSettings()
  /// What reading or keeping a setting fails with, if it does.
  var settingsFailure: StorageError?
  /// The bookmarks the timetable, `now` and `next` mark; `nil` builds them without.
  var timetableBookmarks: (@Sendable () throws(BookmarkError) -> BookmarkList)?
  /// The schedule `next` finds the person's next bookmarked session in; `nil` builds it
  /// without (no "Your next" line).
  var nextSchedule: (@Sendable () throws(BookmarkError) -> MySchedule)?
  /// The sessions the timetable says changed since `conf changes`, given those it asks about;
  /// `nil` builds the timetable without them.
  var changedSessions: (@Sendable ([Session]) -> Set<Session.ID>)?
  var getMySchedule: @Sendable () throws(BookmarkError) -> MySchedule = {
    () throws(BookmarkError) in
    Issue.record("Unexpected call: getMySchedule()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var getTickets: @Sendable () throws(TicketError) -> TicketList = { () throws(TicketError) in
    Issue.record("Unexpected call: getTickets()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var purchaseTicket: @Sendable (TicketKind) throws(TicketError) -> Ticket = {
    kind throws(TicketError) in
    Issue.record("Unexpected call: purchaseTicket(\(kind))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var checkIn: @Sendable (Ticket.ID?) throws(TicketError) -> CheckInResult = {
    id throws(TicketError) in
    Issue.record("Unexpected call: checkIn(\(String(describing: id)))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var savedProgramme: @Sendable () -> [Timetable] = {
    Issue.record("Unexpected call: getSavedProgramme()")
    return []
  }
  /// `conf changes`' answer, given whether it marks the programme seen.
  var getProgrammeChanges: @Sendable (Bool) throws(TimetableError) -> ProgrammeChanges = {
    _ throws(TimetableError) in
    Issue.record("Unexpected call: getProgrammeChanges()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var listConferences: @Sendable () throws(ConferenceError) -> ConferenceCatalog = {
    () throws(ConferenceError) in
    Issue.record("Unexpected call: listConferences()")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var addConference:
    @Sendable (String, String?, String?) throws(ConferenceError) -> ConferenceListing = {
      source, timeZone, _ throws(ConferenceError) in
      let zone = timeZone ?? "nil"
      Issue.record("Unexpected call: addConference(source: \(source), timeZone: \(zone))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  var useConference: @Sendable (String) throws(ConferenceError) -> ConferenceListing = {
    name throws(ConferenceError) in
    Issue.record("Unexpected call: useConference(\(name))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var refreshConference: @Sendable (String?) throws(ConferenceError) -> ConferenceListing = {
    name throws(ConferenceError) in
    Issue.record("Unexpected call: refreshConference(\(String(describing: name)))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var removeConference: @Sendable (String) throws(ConferenceError) -> ConferenceListing = {
    name throws(ConferenceError) in
    Issue.record("Unexpected call: removeConference(\(name))")
    throw .connectivity(.unavailable(reason: "unexpected call"))
  }
  var passwordReader = FakePasswordReader()
  var isStandardInputTerminal = false
  var environment: [String: String] = [:]
  /// Sets the app up before a parsed command runs (the composition root reads settings here).
  var prepare: @Sendable () throws(CLISetupError) -> Void = {}
  /// What the run's conference offers: a command needing more is refused (exit 78), as the
  /// composition root refuses it.
  var capabilities: ConferenceCapabilities = [
    .accounts, .tickets, .bookmarksOnServer, .programmeChanges,
  ]
  /// Runs after a successful command that set the app up (the composition root uploads).
  var beforeCommand: @Sendable () async -> Void = {}
  var finish: @Sendable () async -> Void = {}
  var isTerminal = false
  var now = Fixtures.now
  /// What `conf app` and `conf open` start instead of the full-screen app: records the route
  /// and answers `nil` (a normal end) unless told otherwise.
  var launchApp: @MainActor @Sendable (AppRoute?, TimeZone?) async -> String? = { route, _ in
    Issue.record("Unexpected launch of the app at \(String(describing: route))")
    return nil
  }
  /// Every analytics event recorded by the runs.
  let analytics = InMemoryAnalytics()
  /// Every app-state log entry of the runs.
  let appStateLog = AppStateLog()
  /// Every conference name `--conference` picked (`CLIDependencies.selectConference`).
  let selectedConferences = SelectedConferences()
  /// What `conf reminders --watch` rang; a watch checks once and stops.
  let reminderWatch = ReminderWatchRecord()

  func run(_ arguments: String...) async -> RunResult {
    await run(arguments)
  }

  func run(_ arguments: [String]) async -> RunResult {
    let output = CapturingWriter()
    let error = CapturingWriter()
    let commandLine = makeCommandLine(output: output, error: error)
    let code = await commandLine.run(arguments)
    // Every run of every test keeps to the exit codes its command declares (docs/cli.md).
    if let declared = commandLine.exitCodes(forArguments: arguments) {
      #expect(
        declared.map(\.rawValue).contains(code),
        "conf \(arguments.joined(separator: " ")) exited \(code), not declared: \(declared)")
    }
    return RunResult(exitCode: code, standardOutput: output.text, standardError: error.text)
  }

  /// The command line a run uses, writing to `output` and `error`.
  func makeCommandLine(
    output: any TextWriter = CapturingWriter(), error: any TextWriter = CapturingWriter()
  ) -> ConfCommandLine {
    let analytics = analytics
    let clock: @Sendable () -> Date = { [now] in now }
    // Where bookmarks are kept follows what the conference offers, as the composition root has it.
    let keepsBookmarksOnServer = capabilities.contains(.bookmarksOnServer)
    let getTimetable = FakeGetTimetable(answer: getTimetable)
    let getConferenceMoment = FakeGetConferenceMoment(answer: getConferenceMoment)
    let getConference = self.getConference
    let getNextSlot = FakeGetNextSlot(answer: getNextSlot)
    let getSession = FakeGetSession(answer: getSession)
    let searchSessions = FakeSearchSessions(answer: searchSessions)
    let restoreSession = FakeRestoreLogin(answer: restoreSession)
    let logIn = FakeLogIn(answer: logIn)
    let logOut = FakeLogOut(answer: logOut)
    let getLoginStatus = FakeGetLoginStatus(answer: getLoginStatus)
    let getProfile = FakeGetProfile(answer: getProfile)
    let changePhoneNumber = FakeChangePhoneNumber(answer: changePhoneNumber)
    let completeOnboardingStep = FakeCompleteOnboardingStep(answer: completeOnboardingStep)
    let log = appStateLog
    let timetableBookmarks = timetableBookmarks.map { answer in
      FakeGetBookmarks { () throws(BookmarkError) in try answer() }
    }
    let nextSchedule = nextSchedule.map { answer in
      FakeGetMySchedule { () throws(BookmarkError) in try answer() }
    }
    let changedSessions = changedSessions.map { answer in
      FakeGetChangedSessions { sessions in answer(sessions) }
    }
    let setting = reminderSetting
    let reminderFailure = reminderFailure
    let getReminderLeadTime = FakeGetReminderLeadTime { setting.lead }
    let setReminderLeadTime = FakeSetReminderLeadTime { lead throws(StorageError) in
      if let reminderFailure { throw reminderFailure }
      setting.lead = lead
    }
    let keptSettings = keptSettings
    let settingsFailure = settingsFailure
    let getDeviceSettings = FakeGetDeviceSettings { () throws(StorageError) in
      if let settingsFailure { throw settingsFailure }
      return DeviceSettings(keptSettings.values)
    }
    let changeDeviceSetting = FakeChangeDeviceSetting { change throws(StorageError) in
      if let settingsFailure { throw settingsFailure }
      keptSettings.values[change.setting] = change.value
    }
    let settings = CommandLineFeature.settings(makeSettingsViewModel: {
      SettingsViewModel(
        getDeviceSettings: getDeviceSettings, changeDeviceSetting: changeDeviceSetting)
    })
    let makeReminderViewModel: @MainActor @Sendable () -> ReminderViewModel = {
      ReminderViewModel(
        getReminderLeadTime: getReminderLeadTime, setReminderLeadTime: setReminderLeadTime)
    }
    let programme = CommandLineFeature.programme(
      makeTimetableViewModel: {
        TimetableViewModel(
          getTimetable: getTimetable, getConference: getConference,
          getConferenceMoment: getConferenceMoment,
          getBookmarks: timetableBookmarks, getChangedSessions: changedSessions,
          analytics: analytics, now: clock)
      },
      makeNowViewModel: {
        NowViewModel(
          getConferenceMoment: getConferenceMoment, getBookmarks: timetableBookmarks,
          analytics: analytics, now: clock)
      },
      makeNextViewModel: {
        NextViewModel(
          getNextSlot: getNextSlot, getBookmarks: timetableBookmarks,
          getMySchedule: nextSchedule, analytics: analytics, now: clock)
      },
      makeSessionDetailViewModel: {
        SessionDetailViewModel(getSession: getSession, analytics: analytics, now: clock)
      },
      makeSearchViewModel: {
        SearchViewModel(searchSessions: searchSessions, analytics: analytics, now: clock)
      })
    let account = CommandLineFeature.account(
      makeAppStateController: {
        AppStateController(
          restoreSession: restoreSession, logIn: logIn, logOut: logOut,
          log: { log.append($0) })
      },
      makeLoginViewModel: { appState in
        LoginViewModel(appState: appState, analytics: analytics, now: clock)
      },
      makeStatusViewModel: { appState in
        StatusViewModel(
          appState: appState, getLoginStatus: getLoginStatus, analytics: analytics, now: clock)
      },
      makeProfileViewModel: { appState in
        ProfileViewModel(
          getProfile: getProfile, changePhoneNumber: changePhoneNumber, appState: appState,
          analytics: analytics, now: clock)
      },
      makeOnboardingViewModel: { appState in
        OnboardingViewModel(
          completeOnboardingStep: completeOnboardingStep, appState: appState,
          analytics: analytics, now: clock)
      }, makeReminderViewModel: makeReminderViewModel)
    let makeAppStateController: @MainActor @Sendable () -> AppStateController = {
      AppStateController(
        restoreSession: restoreSession, logIn: logIn, logOut: logOut, log: { log.append($0) })
    }
    let getBookmarks = FakeGetBookmarks(answer: getBookmarks)
    let addBookmark = FakeAddBookmark(answer: addBookmark)
    let removeBookmark = FakeRemoveBookmark(answer: removeBookmark)
    let getMySchedule = FakeGetMySchedule(answer: getMySchedule)
    let bookmarks = CommandLineFeature.bookmarks(
      makeAppStateController: makeAppStateController,
      makeBookmarksViewModel: { appState in
        BookmarksViewModel(
          getBookmarks: getBookmarks, addBookmark: addBookmark, removeBookmark: removeBookmark,
          getSavedProgramme: FakeGetSavedProgramme(answer: savedProgramme), appState: appState,
          needsLogin: keepsBookmarksOnServer, analytics: analytics, now: clock)
      },
      makeScheduleViewModel: { appState in
        ScheduleViewModel(
          getMySchedule: getMySchedule, appState: appState, needsLogin: keepsBookmarksOnServer,
          analytics: analytics, now: clock)
      },
      makeSessionDetailViewModel: {
        SessionDetailViewModel(getSession: getSession, analytics: analytics, now: clock)
      }, reminderLeadTime: { await getReminderLeadTime() })
    let getTickets = FakeGetTickets(answer: getTickets)
    let purchaseTicket = FakePurchaseTicket(answer: purchaseTicket)
    let checkIn = FakeCheckIn(answer: checkIn)
    let tickets = CommandLineFeature.tickets(
      makeAppStateController: makeAppStateController,
      makeTicketsViewModel: { appState in
        TicketsViewModel(
          getTickets: getTickets, purchaseTicket: purchaseTicket, checkIn: checkIn,
          getConference: getConference, appState: appState, analytics: analytics, now: clock)
      })
    let getSavedProgramme = FakeGetSavedProgramme(answer: savedProgramme)
    let completion = CommandLineFeature.completion(makeProgrammeIndexViewModel: {
      ProgrammeIndexViewModel(getSavedProgramme: getSavedProgramme)
    })
    let interactiveApp = CommandLineFeature.interactiveApp(
      makeAppStateController: makeAppStateController,
      launcher: InteractiveAppLauncher(run: launchApp))
    let listConferences = FakeListConferences(answer: listConferences)
    let addConference = FakeAddConference(answer: addConference)
    let useConference = FakeUseConference(answer: useConference)
    let refreshConference = FakeRefreshConference(answer: refreshConference)
    let removeConference = FakeRemoveConference(answer: removeConference)
    let conferences = CommandLineFeature.conferences(makeConferencesViewModel: {
      ConferencesViewModel(
        listConferences: listConferences, addConference: addConference,
        useConference: useConference, refreshConference: refreshConference,
        removeConference: removeConference)
    })
    let getProgrammeChanges = getProgrammeChanges
    let changes = CommandLineFeature.changes(makeChangesViewModel: {
      ChangesViewModel(
        getChanges: FakeGetProgrammeChanges { marking throws(TimetableError) in
          try getProgrammeChanges(marking)
        })
    })
    let watch = reminderWatch
    let remindersSavedProgramme = FakeGetSavedProgramme(answer: savedProgramme)
    let remindersBookmarks = FakeGetBookmarks(answer: self.getBookmarks)
    let reminders = CommandLineFeature.reminders(
      makeReminderViewModel: makeReminderViewModel,
      makeRemindersViewModel: { quietHours in
        RemindersViewModel(
          getReminderLeadTime: getReminderLeadTime, getBookmarks: remindersBookmarks,
          getSavedProgramme: remindersSavedProgramme,
          log: ReminderLog(load: { watch.given }, save: { watch.given = $0 }),
          notifier: RecordingReminderNotifier(record: watch), quietHours: quietHours,
          localZone: .gmt, clock: ReminderClock(now: clock, sleep: { _ in false }))
      },
      watchHost: ReminderWatchHost(
        acquireLock: { watch.isLockFree }, runUntilStopped: { watch in await watch() }))
    let features = CommandLineFeatures(
      programme: programme, account: account, bookmarks: bookmarks, reminders: reminders,
      tickets: tickets, interactiveApp: interactiveApp, completion: completion,
      conferences: conferences, changes: changes, settings: settings)
    // `conf demo` runs its steps on these same fakes.
    let demo = CommandLineFeature.demo(environment: environment) { _ in
      CLIDependencies(version: "1.2.3", features: features, prepare: prepare)
    }
    let selectedConferences = selectedConferences
    let capabilities = capabilities
    let dependencies = CLIDependencies(
      version: "1.2.3", features: features, demo: demo,
      selectConference: { selectedConferences.append($0) }, prepare: prepare,
      checkCommand: { required throws(CLISetupError) in
        let missing = required.subtracting(capabilities)
        guard missing.isEmpty else {
          throw CLISetupError(
            message: "Test Conference has no \(missing.names.joined(separator: " or "))")
        }
      },
      capabilities: { capabilities }, beforeCommand: beforeCommand, finish: finish,
      deviceSettings: { DeviceSettings(keptSettings.values) })
    let context = CLIContext(
      environment: environment, standardOutput: output, standardError: error,
      isStandardOutputTerminal: isTerminal, now: now,
      isStandardInputTerminal: isStandardInputTerminal, passwordReader: passwordReader)
    return ConfCommandLine(dependencies: dependencies, context: context)
  }
}
