public import Domain
public import Observation
public import UseCase

/// The settings kept on this device (`DeviceSetting.all`): listed with their values, changed
/// or reset one at a time. One view model for every setting, so adding a setting adds no
/// screen.
///
/// Main-actor isolated; observe `state`.
@MainActor
@Observable
public final class SettingsViewModel {
  /// What the screen shows: the settings once read or changed, or why they could not be.
  public typealias State = LoadState<DeviceSettings, StorageError>

  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let getDeviceSettings: any GetDeviceSettingsUseCase
  @ObservationIgnored private let changeDeviceSetting: any ChangeDeviceSettingUseCase

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getDeviceSettings: Reads the settings.
  ///   - changeDeviceSetting: Keeps or forgets one.
  public init(
    getDeviceSettings: any GetDeviceSettingsUseCase,
    changeDeviceSetting: any ChangeDeviceSettingUseCase
  ) {
    self.getDeviceSettings = getDeviceSettings
    self.changeDeviceSetting = changeDeviceSetting
  }

  /// Reads the settings.
  public func load() async {
    state = .loading
    state = await .of { () throws(StorageError) in try await getDeviceSettings() }
  }

  /// Keeps `choice` for `setting` (or forgets it when `nil`), then reads the settings back.
  public func change(_ setting: DeviceSetting, to choice: DeviceSetting.Choice?) async {
    state = .loading
    state = await .of { () throws(StorageError) in
      try await changeDeviceSetting(setting, to: choice)
      return try await getDeviceSettings()
    }
  }

  /// `time-zone: Europe/Paris`, or `time-zone: not set` for a setting without a value.
  public static func line(for setting: DeviceSetting, in settings: DeviceSettings) -> String {
    "\(setting.id): \(settings[setting] ?? "not set")"
  }
}
