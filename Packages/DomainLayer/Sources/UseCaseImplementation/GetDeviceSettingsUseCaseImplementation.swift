public import Domain
public import Repository
public import UseCase

/// Reads the device settings from a `PreferencesRepository`.
public struct GetDeviceSettingsUseCaseImplementation: GetDeviceSettingsUseCase {
  private let repository: any PreferencesRepository

  /// Creates the use case.
  ///
  /// - Parameter repository: Where the settings are kept.
  public init(repository: any PreferencesRepository) {
    self.repository = repository
  }

  /// The settings kept; see `GetDeviceSettingsUseCase`.
  public func callAsFunction() async throws(StorageError) -> DeviceSettings {
    do {
      return DeviceSettings(try await repository.settings())
    } catch {
      throw StorageError(settingsFailure: error)
    }
  }
}
