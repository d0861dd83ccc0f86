public import Domain

/// Reads the settings kept on this device (`DeviceSetting.all`).
///
/// Call it like a function: `try await getDeviceSettings()[.timeZone]`.
public protocol GetDeviceSettingsUseCase: Sendable {
  /// The settings kept; `DeviceSettings.none` when none was set.
  ///
  /// - Throws: `.failed(_)` when the settings file cannot be read.
  func callAsFunction() async throws(StorageError) -> DeviceSettings
}
