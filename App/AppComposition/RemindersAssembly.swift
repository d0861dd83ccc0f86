import CommandLineInterface
import DataStore
import Dispatch
import Domain
import Foundation
import Repository
import RepositoryImplementation
import UseCaseImplementation
import ViewModel

#if canImport(Glibc)
  import Glibc
#endif

/// Reminders, assembled in one place: the settings file, the get and set use cases over it,
/// `conf reminder`, and `conf reminders [--watch]` with its notifier, its record of the
/// reminders given and its lock; the schedule's alarms, onboarding's notifications step and
/// `conf app` use the same pieces.
struct RemindersAssembly {
  /// Reads the lead time kept on this device.
  let getReminderLeadTime: GetReminderLeadTimeUseCaseImplementation
  /// Keeps a new one.
  let setReminderLeadTime: SetReminderLeadTimeUseCaseImplementation
  let getDeviceSettings: GetDeviceSettingsUseCaseImplementation
  let changeDeviceSetting: ChangeDeviceSettingUseCaseImplementation
  /// The services, prepared before a command runs.
  let setup: AppServices.Setup
  /// The process's environment (`PATH`, for `notify-send`).
  let environment: [String: String]

  /// The name of the lock file a watcher holds in the conference's data folder.
  static let lockFileName = "reminders.lock"

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(setup: AppServices.Setup, environment: [String: String]) {
    let preferences = PreparedPreferences(setup: setup)
    getReminderLeadTime = GetReminderLeadTimeUseCaseImplementation(repository: preferences)
    setReminderLeadTime = SetReminderLeadTimeUseCaseImplementation(repository: preferences)
    getDeviceSettings = GetDeviceSettingsUseCaseImplementation(repository: preferences)
    changeDeviceSetting = ChangeDeviceSettingUseCaseImplementation(repository: preferences)
    self.setup = setup
    self.environment = environment
  }

  /// The feature's commands, ready for `CommandLineFeatures`.
  var commandLine: CommandLineFeature {
    let assembly = self
    let makeRemindersViewModel: @MainActor @Sendable (QuietHours?) -> RemindersViewModel = {
      quietHours in
      assembly.makeRemindersViewModel(
        quietHours: quietHours, writeToTerminal: Self.standardOutputIfTerminal())
    }
    let host = ReminderWatchHost(
      acquireLock: {
        Self.acquireLock(
          at: Self.dataFolder(of: assembly.setup.services).appendingPathComponent(
            Self.lockFileName))
      },
      runUntilStopped: { watch in await Self.runUntilStopped(watch) })
    return .reminders(
      makeReminderViewModel: { assembly.makeReminderViewModel() },
      makeRemindersViewModel: makeRemindersViewModel, watchHost: host)
  }

  /// Writes to standard output when it is a terminal; `nil` otherwise (a watcher whose output
  /// goes to a file or a pipe rings no bell there).
  static func standardOutputIfTerminal() -> (@Sendable (String) -> Void)? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    return { text in FileHandle.standardOutput.write(Data(text.utf8)) }
  }

  /// `conf settings`: every setting kept on this device (`DeviceSetting.all`).
  var settingsCommandLine: CommandLineFeature {
    .settings(makeSettingsViewModel: makeSettingsViewModel)
  }

  /// The settings kept on this device; none when they cannot be read (the command then shows
  /// times as if none were set).
  @Sendable func deviceSettings() async -> DeviceSettings {
    (try? await getDeviceSettings()) ?? .none
  }

  /// The settings' view model, over this feature's use cases.
  @MainActor
  func makeSettingsViewModel() -> SettingsViewModel {
    SettingsViewModel(
      getDeviceSettings: getDeviceSettings, changeDeviceSetting: changeDeviceSetting)
  }

  /// The reminder setting's view model, over this feature's use cases.
  @MainActor
  func makeReminderViewModel() -> ReminderViewModel {
    ReminderViewModel(
      getReminderLeadTime: getReminderLeadTime, setReminderLeadTime: setReminderLeadTime)
  }

  /// The reminders' view model for the run's conference: its bookmarks and saved programme,
  /// the record in its data folder, ringing through `writeToTerminal` (`nil`: no terminal) and
  /// `notify-send`, waiting on the run's clock (`CONF_NOW` when set).
  @MainActor
  func makeRemindersViewModel(
    quietHours: QuietHours?, writeToTerminal: (@Sendable (String) -> Void)?
  ) -> RemindersViewModel {
    let services = setup.services
    let now = services.now
    return RemindersViewModel(
      getReminderLeadTime: getReminderLeadTime,
      getBookmarks: GetBookmarksUseCaseImplementation(repository: services.bookmarks),
      getSavedProgramme: GetSavedProgrammeUseCaseImplementation(repository: services.timetables),
      log: GivenRemindersFile(
        fileURL: Self.dataFolder(of: services).appendingPathComponent(
          GivenRemindersFile.fileName)
      ).log,
      notifier: LiveReminderNotifier(writeToTerminal: writeToTerminal, environment: environment),
      quietHours: quietHours, localZone: .current,
      clock: ReminderClock(
        now: now,
        sleep: { instant in
          // Cancellation (SIGINT, SIGTERM, the app closing) ends the wait and the watch.
          let seconds = max(instant.timeIntervalSince(now()), 0.05)
          do {
            try await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
            return true
          } catch {
            return false
          }
        }))
  }

  /// The conference's data folder: where its restoration state is kept.
  static func dataFolder(of services: AppServices) -> URL {
    services.restorationFile.deletingLastPathComponent()
  }

  /// Takes an exclusive `flock` on the file at `url` (created with mode 0600) and holds it
  /// until the process ends; `false` when another process holds it. A lock file that cannot be
  /// opened takes nothing and lets the watch run.
  static func acquireLock(at url: URL) -> Bool {
    let descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return true }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let held = errno == EWOULDBLOCK
      close(descriptor)
      return !held
    }
    // The descriptor stays open: the lock is released when the process ends.
    return true
  }

  /// Runs `watch` until it returns, or until SIGINT or SIGTERM cancels it.
  @MainActor
  static func runUntilStopped(_ watch: @escaping @MainActor @Sendable () async -> Void) async {
    let task = Task { @MainActor in await watch() }
    let sources = cancelOnStopSignals(task)
    await task.value
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }

  /// Cancels `task` when SIGINT or SIGTERM arrives (their default action, ending the process,
  /// is turned off meanwhile); the handlers run on a queue of their own, off the main actor.
  nonisolated private static func cancelOnStopSignals(
    _ task: Task<Void, Never>
  ) -> [any DispatchSourceSignal] {
    let queue = DispatchQueue(label: "conf.reminders.signals")
    return [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { task.cancel() }
      source.resume()
      return source
    }
  }
}

/// The settings file of the run's prepared paths (`ConfPaths.preferencesFile`), opened at the
/// first call: the paths are known only once the command line has prepared the services.
private struct PreparedPreferences: PreferencesRepository {
  let setup: AppServices.Setup

  private var repository: PreferencesRepositoryImplementation {
    PreferencesRepositoryImplementation(
      store: PreferencesStore(fileURL: setup.services.paths.preferencesFile))
  }

  func reminder() async throws(RepositoryError) -> String? {
    try await repository.reminder()
  }

  func setReminder(_ text: String) async throws(RepositoryError) {
    try await repository.setReminder(text)
  }

  func settings() async throws(RepositoryError) -> [String: String] {
    try await repository.settings()
  }

  func setSetting(_ text: String?, named name: String) async throws(RepositoryError) {
    try await repository.setSetting(text, named: name)
  }
}
