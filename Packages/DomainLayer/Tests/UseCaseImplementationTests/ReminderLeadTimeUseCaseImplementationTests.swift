import Domain
import Repository
import Synchronization
import Testing
import UseCaseImplementation

/// A settings repository over values in memory, failing as scripted.
final class InMemoryPreferences: PreferencesRepository {
  let stored: Mutex<String?>
  let settings = Mutex<[String: String]>([:])
  let failure: RepositoryError?

  init(_ stored: String? = nil, failing failure: RepositoryError? = nil) {
    self.stored = Mutex(stored)
    self.failure = failure
  }

  func reminder() async throws(RepositoryError) -> String? {
    if let failure { throw failure }
    return stored.withLock { $0 }
  }

  func setReminder(_ text: String) async throws(RepositoryError) {
    if let failure { throw failure }
    stored.withLock { $0 = text }
  }

  func settings() async throws(RepositoryError) -> [String: String] {
    if let failure { throw failure }
    return settings.withLock { $0 }
  }

  func setSetting(_ text: String?, named name: String) async throws(RepositoryError) {
    if let failure { throw failure }
    settings.withLock { $0[name] = text }
  }
}

struct ReminderLeadTimeUseCaseImplementationTests {
  @Test("what was set is read back; nothing set, unreadable or unknown is the standard 10")
  func readsWhatWasSet() async throws {
    let preferences = InMemoryPreferences()
    let get = GetReminderLeadTimeUseCaseImplementation(repository: preferences)
    #expect(await get() == .standard)

    try await SetReminderLeadTimeUseCaseImplementation(repository: preferences)(.off)
    #expect(preferences.stored.withLock { $0 } == "off")
    #expect(await get() == .off)

    preferences.stored.withLock { $0 = "soon" }
    #expect(await get() == .standard)
    let broken = InMemoryPreferences(failing: .storage(reason: "damaged"))
    #expect(await GetReminderLeadTimeUseCaseImplementation(repository: broken)() == .standard)
  }

  @Test("a full disk is StorageError.full, any other failure .failed")
  func storageFailures() async throws {
    let lead = try #require(ReminderLeadTime(minutes: 15))
    let full = InMemoryPreferences(failing: .storageFull(reason: "no space"))
    await #expect(throws: StorageError.full(reason: "no space")) {
      try await SetReminderLeadTimeUseCaseImplementation(repository: full)(lead)
    }
    let broken = InMemoryPreferences(failing: .storage(reason: "damaged"))
    await #expect(throws: StorageError.failed(reason: "damaged")) {
      try await SetReminderLeadTimeUseCaseImplementation(repository: broken)(lead)
    }
  }
}
