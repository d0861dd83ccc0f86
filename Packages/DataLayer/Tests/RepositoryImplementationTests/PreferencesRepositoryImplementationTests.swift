import DataStore
import Foundation
import Repository
import RepositoryImplementation
import Testing

struct PreferencesRepositoryImplementationTests {
  @Test func keepsTheReminderAndNamesTheFileWhenItCannotBeRead() async throws {
    try await withTemporaryDirectory { folder throws in
      let url = folder.appending(path: "preferences.json")
      let repository = PreferencesRepositoryImplementation(store: PreferencesStore(fileURL: url))

      #expect(try await repository.reminder() == nil)
      try await repository.setReminder("30")
      #expect(try await repository.reminder() == "30")

      try Data("not json".utf8).write(to: url)
      await #expect(
        throws: RepositoryError.storage(
          reason: "the settings file: \(url.path) failed: the settings file is not valid JSON")
      ) {
        try await repository.reminder()
      }
    }
  }
}
