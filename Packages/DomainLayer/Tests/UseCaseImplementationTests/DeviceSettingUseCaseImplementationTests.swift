import Domain
import Repository
import Synchronization
import Testing
import UseCaseImplementation

struct DeviceSettingUseCaseImplementationTests {
  @Test("a setting kept is read back; forgetting it leaves it unset")
  func keepsAndForgets() async throws {
    let preferences = InMemoryPreferences()
    let get = GetDeviceSettingsUseCaseImplementation(repository: preferences)
    let change = ChangeDeviceSettingUseCaseImplementation(repository: preferences)
    #expect(try await get() == .none)

    try await change(.timeZone, to: DeviceSetting.timeZone.choice("europe/paris"))
    #expect(preferences.settings.withLock { $0 } == ["time-zone": "Europe/Paris"])
    #expect(try await get()[.timeZone] == "Europe/Paris")

    try await change(.timeZone, to: nil)
    #expect(preferences.settings.withLock { $0 } == [:])
    #expect(try await get()[.timeZone] == nil)
  }

  @Test(
    "a settings file that cannot be used is a storage failure, a full disk said as one",
    arguments: [
      (RepositoryError.storage(reason: "denied"), StorageError.failed(reason: "denied")),
      (RepositoryError.storageFull(reason: "disk"), StorageError.full(reason: "disk")),
    ])
  func failures(failure: RepositoryError, expected: StorageError) async {
    let preferences = InMemoryPreferences(failing: failure)
    await #expect(throws: expected) {
      try await GetDeviceSettingsUseCaseImplementation(repository: preferences)()
    }
    await #expect(throws: expected) {
      try await ChangeDeviceSettingUseCaseImplementation(repository: preferences)(
        .timeZone, to: nil)
    }
  }
}
