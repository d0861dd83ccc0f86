import DataStore
import Entity
import Foundation
import Glibc
import SQLite
import Testing

struct LocalBookmarkStoreTests {
  private static func makeStore(
    in folder: URL, warnings: WarningRecorder = WarningRecorder()
  ) -> LocalBookmarkStore {
    LocalBookmarkStore(
      fileURL: folder.appending(path: "bookmarks.sqlite"), now: { Samples.now },
      onWarning: warnings.record)
  }

  /// The file's permission bits, read without following a link.
  private static func mode(of url: URL) -> Int {
    var info = stat()
    guard lstat(url.path(percentEncoded: false), &info) == 0 else { return -1 }
    return Int(info.st_mode & 0o7777)
  }

  @Test("a bookmark round-trips; reading before the first one creates no file")
  func roundTrip() async throws {
    try await withTemporaryDirectory { folder in
      let warnings = WarningRecorder()
      let store = Self.makeStore(in: folder, warnings: warnings)
      #expect(try await store.bookmarks() == [])
      #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))

      #expect(try await store.add(sessionID: "104", createdAt: Samples.savedAt))

      #expect(
        try await store.bookmarks() == [
          BookmarkEntity(sessionID: "104", createdAt: "2027-01-15T08:00:00Z")
        ])
      let database = try SQLiteConnection(path: store.fileURL.path)
      #expect(try database.query("PRAGMA user_version") == [SQLiteRow(values: [.integer(1)])])
      #expect(warnings.warnings == [])
    }
  }

  @Test("adding a bookmark again changes nothing and keeps the first date")
  func addIsIdempotent() async throws {
    try await withTemporaryDirectory { folder in
      let store = Self.makeStore(in: folder)
      let results = [
        try await store.add(sessionID: "104", createdAt: Samples.savedAt),
        try await store.add(sessionID: "104", createdAt: Samples.later),
      ]
      #expect(results == [true, false])
      #expect(
        try await store.bookmarks() == [
          BookmarkEntity(sessionID: "104", createdAt: "2027-01-15T08:00:00Z")
        ])
    }
  }

  @Test("removing a bookmark that is not there is fine, with or without a file")
  func removeOfAbsent() async throws {
    try await withTemporaryDirectory { folder in
      let store = Self.makeStore(in: folder)
      #expect(try await !store.remove(sessionID: "999"))
      #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))

      try await store.add(sessionID: "104", createdAt: Samples.savedAt)
      let results = [
        try await store.remove(sessionID: "999"),
        try await store.remove(sessionID: "104"),
        try await store.remove(sessionID: "104"),
      ]
      #expect(results == [false, true, false])
      #expect(try await store.bookmarks() == [])
    }
  }

  @Test("oldest first, whatever the offset; bookmarks made together in the order they were made")
  func order() async throws {
    try await withTemporaryDirectory { folder in
      let store = Self.makeStore(in: folder)
      try await store.add(sessionID: "201", createdAt: Samples.later)
      try await store.add(sessionID: "105", createdAt: Samples.savedAt)
      try await store.add(sessionID: "104", createdAt: Samples.savedAt)
      // Written with another offset: 07:30 in UTC, before the others.
      let database = try SQLiteConnection(path: store.fileURL.path)
      try database.execute(
        "INSERT INTO bookmarks VALUES ('300', '2027-01-15T16:30:00+09:00')")

      #expect(
        try await store.bookmarks() == [
          BookmarkEntity(sessionID: "300", createdAt: "2027-01-15T16:30:00+09:00"),
          BookmarkEntity(sessionID: "105", createdAt: "2027-01-15T08:00:00Z"),
          BookmarkEntity(sessionID: "104", createdAt: "2027-01-15T08:00:00Z"),
          BookmarkEntity(sessionID: "201", createdAt: "2027-01-15T08:10:00Z"),
        ])
    }
  }

  @Test("bookmarks survive the process: a new store on the file finds them")
  func survivesReopening() async throws {
    try await withTemporaryDirectory { folder in
      let first = Self.makeStore(in: folder)
      try await first.add(sessionID: "104", createdAt: Samples.savedAt)
      try await first.add(sessionID: "105", createdAt: Samples.later)
      try await first.remove(sessionID: "105")

      let second = Self.makeStore(in: folder)
      #expect(
        try await second.bookmarks() == [
          BookmarkEntity(sessionID: "104", createdAt: "2027-01-15T08:00:00Z")
        ])
      #expect(try await !second.add(sessionID: "104", createdAt: Samples.now))
    }
  }

  @Test("the file is created private, with mode 0600")
  func privateFile() async throws {
    try await withTemporaryDirectory { folder in
      let store = Self.makeStore(in: folder)
      try await store.add(sessionID: "104", createdAt: Samples.savedAt)
      #expect(Self.mode(of: store.fileURL) == 0o600)
    }
  }

  @Test("a link in place of the file is refused, not followed, with one warning")
  func linkIsRefused() async throws {
    try await withTemporaryDirectory { folder in
      // Someone else's bookmark file, linked in place of ours.
      let elsewhere = folder.appending(path: "elsewhere")
      let other = Self.makeStore(in: elsewhere)
      try await other.add(sessionID: "104", createdAt: Samples.savedAt)
      let file = folder.appending(path: "bookmarks.sqlite")
      try FileManager.default.createSymbolicLink(at: file, withDestinationURL: other.fileURL)
      let warnings = WarningRecorder()
      let store = Self.makeStore(in: folder, warnings: warnings)

      let refusal = StoreError.failed(path: file.path, reason: "it cannot be used")
      await #expect(throws: refusal) { try await store.bookmarks() }
      await #expect(throws: refusal) {
        try await store.add(sessionID: "105", createdAt: Samples.savedAt)
      }
      await #expect(throws: refusal) { try await store.remove(sessionID: "104") }

      #expect(
        warnings.warnings == [
          StoreWarning(
            kind: .unavailable, path: file.path,
            message:
              "Cannot use the bookmark store at \(file.path) (\(file.path) is a symbolic link, "
              + "which is not followed; remove it (rm \(file.path)) and a new file is made); "
              + "continuing without it. Check that the folder exists and is readable and "
              + "writable.")
        ])
      #expect(
        try await other.bookmarks() == [
          BookmarkEntity(sessionID: "104", createdAt: "2027-01-15T08:00:00Z")
        ])
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: file.path)
          == other.fileURL.path)
    }
  }

  @Test("a damaged file is moved aside with one warning and an empty store takes its place")
  func damaged() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "bookmarks.sqlite")
      let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
      try garbage.write(to: file)
      let warnings = WarningRecorder()
      let store = Self.makeStore(in: folder, warnings: warnings)

      #expect(try await store.bookmarks() == [])
      try await store.add(sessionID: "104", createdAt: Samples.savedAt)

      let aside = file.path + ".corrupt-1800003600"
      #expect(
        warnings.warnings == [
          StoreWarning(
            kind: .movedAside(movedTo: aside), path: file.path,
            message:
              "The bookmark store at \(file.path) was damaged (file is not a database); moved it "
              + "to \(aside) and started an empty bookmark store.")
        ])
      #expect(FileManager.default.contents(atPath: aside) == garbage)
      #expect(
        try await store.bookmarks() == [
          BookmarkEntity(sessionID: "104", createdAt: "2027-01-15T08:00:00Z")
        ])
    }
  }
}
