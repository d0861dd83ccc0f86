import CommandLineInterface
import DataStore
import Domain
import Repository
import RepositoryImplementation
import UseCaseImplementation
import ViewModel

/// Reminders, assembled in one place: the settings file, the get and set use cases over it and
/// `conf reminder`; the schedule's alarms and onboarding's notifications step use the same
/// use cases.
struct RemindersAssembly {
  /// Reads the lead time kept on this device.
  let getReminderLeadTime: GetReminderLeadTimeUseCaseImplementation
  /// Keeps a new one.
  let setReminderLeadTime: SetReminderLeadTimeUseCaseImplementation
  let getDeviceSettings: GetDeviceSettingsUseCaseImplementation
  let changeDeviceSetting: ChangeDeviceSettingUseCaseImplementation

  /// Builds the feature on the services `setup` prepares before a command runs.
  init(setup: AppServices.Setup) {
    let preferences = PreparedPreferences(setup: setup)
    getReminderLeadTime = GetReminderLeadTimeUseCaseImplementation(repository: preferences)
    setReminderLeadTime = SetReminderLeadTimeUseCaseImplementation(repository: preferences)
    getDeviceSettings = GetDeviceSettingsUseCaseImplementation(repository: preferences)
    changeDeviceSetting = ChangeDeviceSettingUseCaseImplementation(repository: preferences)
  }

  /// The feature's commands, ready for `CommandLineFeatures`.
  var commandLine: CommandLineFeature {
    .reminders(makeReminderViewModel: makeReminderViewModel)
  }

  /// The reminder setting's view model, over this feature's use cases.
  /// `conf settings`: every setting kept on this device (`DeviceSetting.all`).
  var settingsCommandLine: CommandLineFeature {
    .settings(makeSettingsViewModel: makeSettingsViewModel)
  }

  /// The settings kept on this device; none when they cannot be read (the command then shows
  /// times as if none were set).
  @Sendable func deviceSettings() async -> DeviceSettings {
    (try? await getDeviceSettings()) ?? .none
  }

  @MainActor
  func makeSettingsViewModel() -> SettingsViewModel {
    SettingsViewModel(
      getDeviceSettings: getDeviceSettings, changeDeviceSetting: changeDeviceSetting)
  }

  @MainActor
  func makeReminderViewModel() -> ReminderViewModel {
    ReminderViewModel(
      getReminderLeadTime: getReminderLeadTime, setReminderLeadTime: setReminderLeadTime)
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
