import DataStore
import Entity
import Foundation
import SQLite
import Testing

struct BookmarkOutboxTests {
  private static let queuedAt = Date(timeIntervalSince1970: 1_804_000_000)

  private static func makeOutbox(
    in folder: URL, warnings: WarningRecorder = WarningRecorder()
  ) -> BookmarkOutbox {
    BookmarkOutbox(
      fileURL: folder.appending(path: "outbox.sqlite"), now: { Samples.now },
      onWarning: warnings.record)
  }

  @Test("changes come back oldest first, per account; reads create no file")
  func order() async throws {
    try await withTemporaryDirectory { folder in
      let outbox = Self.makeOutbox(in: folder)
      #expect(try await outbox.entries(accountID: "u-1").isEmpty)
      #expect(try await !outbox.hasEntries())
      #expect(try await outbox.savedBookmarks(accountID: "u-1") == nil)
      #expect(!FileManager.default.fileExists(atPath: outbox.fileURL.path))

      try await outbox.enqueue(
        accountID: "u-1", sessionID: "104", isAddition: true, queuedAt: Self.queuedAt)
      try await outbox.enqueue(
        accountID: "u-2", sessionID: "105", isAddition: true, queuedAt: Self.queuedAt)
      try await outbox.enqueue(
        accountID: "u-1", sessionID: "201", isAddition: false, queuedAt: Self.queuedAt)

      let entries = try await outbox.entries(accountID: "u-1")
      #expect(entries.map(\.sessionID) == ["104", "201"])
      #expect(entries.map(\.isAddition) == [true, false])
      #expect(entries.allSatisfy { $0.queuedAt == Self.queuedAt && $0.accountID == "u-1" })
      #expect(try await outbox.entries(accountID: "u-2").map(\.sessionID) == ["105"])
      #expect(try await outbox.hasEntries())
    }
  }

  @Test("rows that cannot be read are set aside once, with one warning; the rest are sent")
  func unreadableRowsAreSetAside() async throws {
    try await withTemporaryDirectory { folder in
      let warnings = WarningRecorder()
      let outbox = Self.makeOutbox(in: folder, warnings: warnings)
      try await outbox.enqueue(
        accountID: "u-1", sessionID: "104", isAddition: true, queuedAt: Self.queuedAt)
      // Rows written by hand: a BLOB session id and a word where 0 or 1 belongs.
      let database = try SQLiteConnection(path: outbox.fileURL.path)
      try database.execute(
        """
        INSERT INTO pending_changes (account_id, session_id, is_addition, queued_at)
          VALUES ('u-1', x'DEAD', 1, 1804000000);
        INSERT INTO pending_changes (account_id, session_id, is_addition, queued_at)
          VALUES ('u-2', '105', 'yes', 1804000000);
        """)

      #expect(try await outbox.entries(accountID: "u-1").map(\.sessionID) == ["104"])
      #expect(try await outbox.entries(accountID: "u-2") == [])
      #expect(
        warnings.warnings.map(\.message) == [
          "The outbox at \(outbox.fileURL.path) held 2 queued bookmark changes that could not be "
            + "read; moved them to its table set_aside_changes, where they are kept but never sent."
        ])
      #expect(try database.query("SELECT count(*) FROM set_aside_changes").first?.int(0) == 2)
      #expect(try database.query("SELECT count(*) FROM pending_changes").first?.int(0) == 1)
      // A later run finds nothing more to set aside.
      let again = WarningRecorder()
      #expect(
        try await Self.makeOutbox(in: folder, warnings: again).entries(accountID: "u-1").count == 1)
      #expect(again.warnings == [])
    }
  }

  @Test("a second change of one bookmark replaces the first and moves to the end")
  func lastChangeWins() async throws {
    try await withTemporaryDirectory { folder in
      let outbox = Self.makeOutbox(in: folder)
      for (session, isAddition) in [("104", true), ("105", true), ("104", false), ("104", true)] {
        try await outbox.enqueue(
          accountID: "u-1", sessionID: session, isAddition: isAddition, queuedAt: Self.queuedAt)
      }
      let entries = try await outbox.entries(accountID: "u-1")
      #expect(entries.map(\.sessionID) == ["105", "104"])
      #expect(entries.map(\.isAddition) == [true, true])
    }
  }

  @Test("removing a change that was replaced meanwhile keeps the replacement")
  func removeByPlace() async throws {
    try await withTemporaryDirectory { folder in
      let outbox = Self.makeOutbox(in: folder)
      try await outbox.enqueue(
        accountID: "u-1", sessionID: "104", isAddition: true, queuedAt: Self.queuedAt)
      let sending = try #require(try await outbox.entries(accountID: "u-1").first)
      try await outbox.enqueue(
        accountID: "u-1", sessionID: "104", isAddition: false, queuedAt: Self.queuedAt)
      try await outbox.remove(sending.id)
      let left = try await outbox.entries(accountID: "u-1")
      #expect(left.map(\.isAddition) == [false])
      try await outbox.remove(try #require(left.first).id)
      #expect(try await !outbox.hasEntries())
    }
  }

  @Test("queued changes survive the process: a new outbox on the file finds them")
  func durable() async throws {
    try await withTemporaryDirectory { folder in
      try await Self.makeOutbox(in: folder).enqueue(
        accountID: "u-1", sessionID: "104", isAddition: true, queuedAt: Self.queuedAt)
      let reopened = Self.makeOutbox(in: folder)
      #expect(try await reopened.entries(accountID: "u-1").map(\.sessionID) == ["104"])
    }
  }

  @Test("the confirmed list round-trips in order; confirmed changes apply only to a saved list")
  func savedList() async throws {
    try await withTemporaryDirectory { folder in
      let outbox = Self.makeOutbox(in: folder)
      try await outbox.applyConfirmedChange(
        accountID: "u-1", sessionID: "300", isAddition: true, createdAt: "2027-03-09T00:00:00Z")
      #expect(try await outbox.savedBookmarks(accountID: "u-1") == nil)

      let list = [
        BookmarkEntity(sessionID: "201", createdAt: "2027-03-01T09:00:00+09:00"),
        BookmarkEntity(sessionID: "104", createdAt: "2027-03-02T09:00:00+09:00"),
      ]
      try await outbox.saveBookmarks(list, accountID: "u-1", savedAt: Self.queuedAt)
      try await outbox.applyConfirmedChange(
        accountID: "u-2", sessionID: "300", isAddition: true, createdAt: "2027-03-09T00:00:00Z")
      #expect(try await outbox.savedBookmarks(accountID: "u-2") == nil)

      try await outbox.applyConfirmedChange(
        accountID: "u-1", sessionID: "300", isAddition: true, createdAt: "2027-03-09T00:00:00Z")
      try await outbox.applyConfirmedChange(
        accountID: "u-1", sessionID: "201", isAddition: false, createdAt: "2027-03-09T00:00:00Z")
      let saved = try #require(try await outbox.savedBookmarks(accountID: "u-1"))
      #expect(saved.savedAt == Self.queuedAt)
      #expect(saved.value.map(\.sessionID) == ["104", "300"])
      #expect(saved.value.last?.createdAt == "2027-03-09T00:00:00Z")
    }
  }

  @Test("a damaged file is moved aside with a warning naming the outbox")
  func damaged() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "outbox.sqlite")
      try Data(repeating: 0x41, count: 4_096).write(to: file)
      let warnings = WarningRecorder()
      let outbox = Self.makeOutbox(in: folder, warnings: warnings)
      #expect(try await outbox.entries(accountID: "u-1").isEmpty)
      try await outbox.enqueue(
        accountID: "u-1", sessionID: "104", isAddition: true, queuedAt: Self.queuedAt)
      #expect(try await outbox.entries(accountID: "u-1").count == 1)
      let message = try #require(warnings.warnings.first?.message)
      #expect(message.hasPrefix("The outbox at \(file.path)"))
      #expect(message.contains("started an empty outbox"))
    }
  }

  @Test("runs that never close their connection leave no growing write-ahead log")
  func walStaysSmall() async throws {
    try await withTemporaryDirectory { folder in
      // Each outbox stands for one `conf` run, kept open as a process that exits without
      // closing it would.
      var runs: [BookmarkOutbox] = []
      for toggle in 0..<200 {
        let outbox = Self.makeOutbox(in: folder)
        runs.append(outbox)
        try await outbox.enqueue(
          accountID: "u-1", sessionID: String(100 + toggle % 20), isAddition: toggle % 3 == 0,
          queuedAt: Self.queuedAt)
      }
      let wal = folder.appending(path: "outbox.sqlite-wal").path
      let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
      #expect(size <= 64 * 1_024, "the -wal file holds \(size) bytes")
      #expect(try await runs[0].entries(accountID: "u-1").count == 20)
    }
  }

  @Test("sending the whole queue empties the write-ahead log once, with the last change")
  func walEmptiedOnceTheQueueIsEmpty() async throws {
    try await withTemporaryDirectory { folder in
      let outbox = Self.makeOutbox(in: folder)
      for session in ["104", "105", "201"] {
        try await outbox.enqueue(
          accountID: "u-1", sessionID: session, isAddition: true, queuedAt: Self.queuedAt)
      }
      let wal = folder.appending(path: "outbox.sqlite-wal").path

      // As the sender does: each change is removed once the backend has accepted it.
      var emptyAfterEachRemoval: [Bool] = []
      for entry in try await outbox.entries(accountID: "u-1") {
        try await outbox.remove(entry.id)
        let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        emptyAfterEachRemoval.append(size == 0)
      }

      #expect(emptyAfterEachRemoval == [false, false, true])
      // Still open, as in a `conf` run that exits without closing it (closing would empty it).
      #expect(try await !outbox.hasEntries())
    }
  }
}
