import DataStore
import Foundation
import Glibc
import Testing

struct PreferencesStoreTests {
  @Test func aReminderNeverSetIsNilAndOneSetReadsBackFromAPrivateFile() async throws {
    try await withTemporaryDirectory { folder in
      let store = PreferencesStore(fileURL: folder.appending(path: "preferences.json"))

      #expect(try store.reminder() == nil)
      try store.setReminder("15")
      #expect(try store.reminder() == "15")
      try store.setReminder("off")
      #expect(try PreferencesStore(fileURL: store.fileURL).reminder() == "off")
      var info = stat()
      #expect(lstat(store.fileURL.path(percentEncoded: false), &info) == 0)
      #expect(info.st_mode & 0o777 == 0o600)
    }
  }

  @Test(
    "settings are kept by name beside the reminder, forgotten one by one, in a file an older conf reads"
  )
  func settingsAreKeptByName() async throws {
    try await withTemporaryDirectory { folder in
      let store = PreferencesStore(fileURL: folder.appending(path: "preferences.json"))
      #expect(try store.settings() == [:])

      try store.setReminder("15")
      try store.setSetting("Europe/Paris", named: "time-zone")
      try store.setSetting("hide", named: "past-sessions")
      #expect(try store.settings() == ["time-zone": "Europe/Paris", "past-sessions": "hide"])
      #expect(try store.reminder() == "15")

      try store.setSetting(nil, named: "past-sessions")
      try store.setSetting(nil, named: "time-zone")
      #expect(try PreferencesStore(fileURL: store.fileURL).settings() == [:])
      let text = try String(contentsOf: store.fileURL, encoding: .utf8)
      #expect(text == #"{"reminder":"15","version":1}"#)
    }
  }

  @Test func aDamagedOrNewerFileIsRefusedWithWhy() async throws {
    try await withTemporaryDirectory { folder in
      let url = folder.appending(path: "preferences.json")
      let store = PreferencesStore(fileURL: url)
      try store.setReminder("15")

      try Data("{".utf8).write(to: url)
      #expect(
        throws: StoreError.failed(path: url.path, reason: "the settings file is not valid JSON")
      ) {
        try store.reminder()
      }
      try Data(#"{"version": 2, "reminder": "15"}"#.utf8).write(to: url)
      #expect(
        throws: StoreError.failed(path: url.path, reason: "the settings file has format 2, not 1")
      ) {
        try store.setReminder("20")
      }
    }
  }
}
