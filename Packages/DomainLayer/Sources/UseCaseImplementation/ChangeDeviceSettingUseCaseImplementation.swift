public import Domain
public import Repository
public import UseCase

/// Keeps or forgets a device setting through a `PreferencesRepository`.
public struct ChangeDeviceSettingUseCaseImplementation: ChangeDeviceSettingUseCase {
  private let repository: any PreferencesRepository

  /// Creates the use case.
  ///
  /// - Parameter repository: Where the settings are kept.
  public init(repository: any PreferencesRepository) {
    self.repository = repository
  }

  /// Keeps or forgets the setting; see `ChangeDeviceSettingUseCase`.
  public func callAsFunction(
    _ setting: DeviceSetting, to choice: DeviceSetting.Choice?
  ) async throws(StorageError) {
    precondition(choice == nil || choice?.setting == setting.id, "a choice of another setting")
    do {
      try await repository.setSetting(choice?.value, named: setting.id)
    } catch {
      throw StorageError(settingsFailure: error)
    }
  }
}
