public import Domain

/// Keeps a setting's value on this device, or forgets it.
///
/// Call it like a function: `try await changeDeviceSetting(.timeZone, to: choice)`.
public protocol ChangeDeviceSettingUseCase: Sendable {
  /// Keeps `choice` for `setting`, or forgets the setting when `choice` is `nil` (it then has
  /// its default again).
  ///
  /// - Throws: `.full(_)` when the disk is full, `.failed(_)` when the settings file cannot be
  ///   written.
  func callAsFunction(
    _ setting: DeviceSetting, to choice: DeviceSetting.Choice?
  ) async throws(StorageError)
}
