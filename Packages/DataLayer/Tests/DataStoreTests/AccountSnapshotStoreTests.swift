import DataStore
import Entity
import Foundation
import Glibc
import Testing

struct AccountSnapshotStoreTests {
  private static let profile = ProfileEntity(
    id: "u-1", displayName: "Ada Lovelace", email: "ada@example.com",
    phoneNumber: "+447700900123", onboardingStep: "profile")

  private static func mode(of url: URL) -> Int {
    var info = stat()
    guard lstat(url.path(percentEncoded: false), &info) == 0 else { return -1 }
    return Int(info.st_mode & 0o7777)
  }

  @Test func keepsTheProfileInAPrivateFile() async throws {
    try await withTemporaryDirectory { folder in
      let store = AccountSnapshotStore(fileURL: folder.appending(path: "account.json"))
      let snapshot = AccountSnapshot(
        profile: Self.profile, loggedInAt: Samples.savedAt, savedAt: Samples.later)

      #expect(try store.load() == nil)
      try store.save(snapshot)

      #expect(try store.load() == snapshot)
      #expect(try store.load()?.profile.phoneNumber == "+447700900123")
      #expect(Self.mode(of: store.fileURL) == 0o600)
      let text = try String(contentsOf: store.fileURL, encoding: .utf8)
      #expect(!text.contains("token"))
      #expect(text.contains(#""version":1"#))

      try store.clear()
      #expect(try store.load() == nil)
      try store.clear()
    }
  }

  @Test func anUnknownLoginTimeReadsBackAsUnknown() async throws {
    try await withTemporaryDirectory { folder in
      let store = AccountSnapshotStore(fileURL: folder.appending(path: "account.json"))
      try store.save(AccountSnapshot(profile: Self.profile, loggedInAt: nil, savedAt: Samples.now))
      #expect(try store.load()?.loggedInAt == nil)
    }
  }

  @Test func refusesAFileOthersCanReadAndOneThatIsNotASnapshot() async throws {
    try await withTemporaryDirectory { folder in
      let store = AccountSnapshotStore(fileURL: folder.appending(path: "account.json"))
      try store.save(AccountSnapshot(profile: Self.profile, loggedInAt: nil, savedAt: Samples.now))
      chmod(store.fileURL.path(percentEncoded: false), 0o644)
      #expect(throws: CredentialStoreError.self) { try store.load() }

      try Data("{}".utf8).write(to: store.fileURL)
      chmod(store.fileURL.path(percentEncoded: false), 0o600)
      #expect(throws: CredentialStoreError.self) { try store.load() }

      try Data(#"{"version": 2}"#.utf8).write(to: store.fileURL)
      #expect(throws: CredentialStoreError.self) { try store.load() }
    }
  }
}
