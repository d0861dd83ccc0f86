import DataStore
import Entity
import Foundation
import Repository
import RepositoryImplementation
import Testing

struct LocalBookmarkRepositoryTests {
  /// The sessions of the programme the fake `sessionExists` knows.
  private static let programme: Set<String> = ["104", "105", "201"]

  /// A repository over `bookmarks.sqlite` in `folder`, whose `sessionExists` knows
  /// `programme` and records each question in `asked`.
  private static func makeRepository(
    in folder: URL, programme: Set<String> = programme, asked: CallLog = CallLog(),
    now: Date = Samples.savedAt, warnings: WarningRecorder = WarningRecorder()
  ) -> LocalBookmarkRepository {
    LocalBookmarkRepository(
      store: makeStore(in: folder, warnings: warnings),
      sessionExists: { id in
        asked.record(id)
        return programme.contains(id)
      },
      now: { now })
  }

  private static func makeStore(
    in folder: URL, warnings: WarningRecorder = WarningRecorder()
  ) -> LocalBookmarkStore {
    LocalBookmarkStore(
      fileURL: folder.appending(path: "bookmarks.sqlite"), now: { Samples.now },
      onWarning: warnings.record)
  }

  @Test("a bookmark is written at once, stamped with now, and read back as the truth")
  func roundTrip() async throws {
    try await withTemporaryDirectory { folder throws in
      let repository = Self.makeRepository(in: folder)
      #expect(try await repository.bookmarks() == Fetched(value: [], source: .network))

      #expect(try await repository.addBookmark(sessionID: "104") == .sent)
      #expect(try await repository.addBookmark(sessionID: "104") == .sent)

      #expect(
        try await repository.bookmarks()
          == Fetched(
            value: [BookmarkEntity(sessionID: "104", createdAt: "2027-01-15T08:00:00Z")],
            source: .network))
      // Another process on the same file sees it: the file is the list.
      #expect(
        try await Self.makeStore(in: folder).bookmarks() == [
          BookmarkEntity(sessionID: "104", createdAt: "2027-01-15T08:00:00Z")
        ])
    }
  }

  @Test("a session the programme does not have is refused, and nothing is written")
  func unknownSessionIsRefused() async throws {
    try await withTemporaryDirectory { folder throws in
      let asked = CallLog()
      let repository = Self.makeRepository(in: folder, asked: asked)

      await #expect(throws: RepositoryError.notFound(.session)) {
        try await repository.addBookmark(sessionID: "999")
      }

      #expect(asked.calls == ["999"])
      #expect(
        !FileManager.default.fileExists(atPath: folder.appending(path: "bookmarks.sqlite").path))
      #expect(try await repository.bookmarks() == Fetched(value: [], source: .network))
    }
  }

  @Test("a bookmark of a session that left the programme can still be removed")
  func removesAVanishedSession() async throws {
    try await withTemporaryDirectory { folder throws in
      _ = try await Self.makeRepository(in: folder).addBookmark(sessionID: "105")
      // The feed was updated and session 105 is gone.
      let asked = CallLog()
      let repository = Self.makeRepository(in: folder, programme: ["104"], asked: asked)

      #expect(try await repository.removeBookmark(sessionID: "105") == .sent)
      #expect(try await repository.removeBookmark(sessionID: "105") == .sent)

      #expect(asked.calls == [])
      #expect(try await repository.bookmarks() == Fetched(value: [], source: .network))
    }
  }

  @Test("no call needs a login, and nothing is ever queued")
  func noLoginIsEverNeeded() async throws {
    try await withTemporaryDirectory { folder throws in
      // There is no account, no credential store and no backend at all.
      let repository = Self.makeRepository(in: folder)

      #expect(try await repository.queuedChanges() == [])
      #expect(try await repository.addBookmark(sessionID: "201") == .sent)
      #expect(try await repository.queuedChanges() == [])
      #expect(try await repository.sendQueuedChanges() == .nothingQueued)
      #expect(try await repository.removeBookmark(sessionID: "201") == .sent)
      #expect(try await repository.bookmarks() == Fetched(value: [], source: .network))
    }
  }

  @Test("a store that cannot be used is a storage failure on every call that needs it")
  func storeFailure() async throws {
    try await withTemporaryDirectory { folder throws in
      let file = folder.appending(path: "bookmarks.sqlite")
      try FileManager.default.createSymbolicLink(
        at: file, withDestinationURL: folder.appending(path: "elsewhere.sqlite"))
      let warnings = WarningRecorder()
      let repository = Self.makeRepository(in: folder, warnings: warnings)

      let failure = RepositoryError.storage(
        reason: "the bookmark store: \(file.path) failed: it cannot be used")
      await #expect(throws: failure) { try await repository.bookmarks() }
      await #expect(throws: failure) { try await repository.addBookmark(sessionID: "104") }
      await #expect(throws: failure) { try await repository.removeBookmark(sessionID: "104") }
      #expect(warnings.warnings.map(\.kind) == [.unavailable])
    }
  }
}
