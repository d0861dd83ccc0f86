import APIClient
import DataStore
import Entity
import Foundation
import Repository
import RepositoryImplementation
import Testing
import TokenAuthentication

struct BookmarkRepositoryImplementationTests {
  /// One `conf` process's view of a shared `CONF_HOME`: its own outbox, lock and session over
  /// the same files.
  private static func makeRepository(
    server: FakeBookmarkServer, folder: URL, knowsAccount: Bool = true
  ) throws -> BookmarkRepositoryImplementation {
    let accounts = AccountSnapshotStore(fileURL: folder.appending(path: "account.json"))
    if knowsAccount {
      try accounts.save(
        AccountSnapshot(profile: Accounts.profile, loggedInAt: nil, savedAt: Accounts.now))
    }
    var api = FakeAccountAPIClient()
    api.profile = { _ throws(APIClientError) in Accounts.profile }
    let session = AccountAccess(
      api: api, store: InMemoryCredentialStore(credential: Accounts.valid), refreshLock: nil,
      policy: Accounts.policy, accounts: accounts)
    return BookmarkRepositoryImplementation(
      api: server, session: session,
      outbox: BookmarkOutbox(
        fileURL: folder.appending(path: "outbox.sqlite"), now: { Accounts.now },
        onWarning: { _ in }),
      sendLock: FileRefreshLock(fileURL: folder.appending(path: "outbox.lock")),
      now: { Accounts.now })
  }

  @Test("online: a change is sent, and no outbox file is made")
  func online() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer()
      let repository = try Self.makeRepository(server: server, folder: folder)
      #expect(try await repository.addBookmark(sessionID: "104") == .sent)
      #expect(server.bookmarked == ["104"])
      #expect(try await repository.queuedChanges().isEmpty)
    }
  }

  @Test("the first change online saves the list, so the bookmarks can be shown offline")
  func firstChangeKeepsTheList() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer(bookmarks: ["201"])
      let repository = try Self.makeRepository(server: server, folder: folder)
      _ = try await repository.addBookmark(sessionID: "104")
      _ = try await repository.addBookmark(sessionID: "105")
      #expect(server.calls == ["PUT 104", "GET", "PUT 105"])
      server.isDown = true
      let saved = try await repository.bookmarks()
      #expect(saved.value.map(\.sessionID) == ["201", "104", "105"])
      #expect(saved.source == .cache(savedAt: Accounts.now))
    }
  }

  @Test("offline: changes are queued, listed, and the saved list is read instead")
  func offline() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer(bookmarks: ["201"])
      let repository = try Self.makeRepository(server: server, folder: folder)
      #expect(try await repository.bookmarks().value.map(\.sessionID) == ["201"])
      server.isDown = true

      #expect(try await repository.addBookmark(sessionID: "104") == .queued)
      #expect(try await repository.removeBookmark(sessionID: "201") == .queued)
      let queued = try await repository.queuedChanges()
      #expect(queued.map(\.sessionID) == ["104", "201"])
      #expect(queued.map(\.isAddition) == [true, false])
      #expect(queued.allSatisfy { $0.queuedAt == Accounts.now })

      let saved = try await repository.bookmarks()
      #expect(saved.value.map(\.sessionID) == ["201"])
      #expect(saved.source == .cache(savedAt: Accounts.now))
      #expect(server.bookmarked == ["201"])
    }
  }

  @Test("back online: the queue goes first, in order, then the call's own request")
  func flushBeforeOwnRequest() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer(bookmarks: ["201"])
      let repository = try Self.makeRepository(server: server, folder: folder)
      server.isDown = true
      _ = try await repository.addBookmark(sessionID: "104")
      _ = try await repository.removeBookmark(sessionID: "201")
      _ = try await repository.addBookmark(sessionID: "105")
      server.isDown = false

      #expect(try await repository.addBookmark(sessionID: "202") == .sent)
      #expect(server.calls == ["PUT 104", "DELETE 201", "PUT 105", "PUT 202", "GET"])
      #expect(server.bookmarked == ["104", "105", "202"])
      #expect(try await repository.queuedChanges().isEmpty)
    }
  }

  @Test("many toggles of one bookmark offline send one request: the last toggle")
  func toggles() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer()
      let repository = try Self.makeRepository(server: server, folder: folder)
      server.isDown = true
      for toggle in 1...25 {
        _ =
          toggle.isMultiple(of: 2)
          ? try await repository.removeBookmark(sessionID: "104")
          : try await repository.addBookmark(sessionID: "104")
      }
      server.isDown = false
      let delivery = try await repository.sendQueuedChanges()
      #expect(delivery == OutboxDelivery(sent: 1, unknownSessions: [], remaining: 0))
      #expect(server.calls == ["PUT 104"])
      #expect(server.bookmarked == ["104"])
    }
  }

  @Test("a queued bookmark of a session that does not exist is dropped and reported")
  func unknownSession() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer()
      let repository = try Self.makeRepository(server: server, folder: folder)
      server.isDown = true
      _ = try await repository.addBookmark(sessionID: "999")
      _ = try await repository.addBookmark(sessionID: "104")
      server.isDown = false
      let delivery = try await repository.sendQueuedChanges()
      #expect(delivery == OutboxDelivery(sent: 1, unknownSessions: ["999"], remaining: 0))
      #expect(server.bookmarked == ["104"])
    }
  }

  @Test("the backend going away midway leaves the rest queued, in order")
  func partialDelivery() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer()
      let repository = try Self.makeRepository(server: server, folder: folder)
      server.isDown = true
      _ = try await repository.addBookmark(sessionID: "104")
      _ = try await repository.addBookmark(sessionID: "105")
      #expect(
        try await repository.sendQueuedChanges()
          == OutboxDelivery(sent: 0, unknownSessions: [], remaining: 2))
      #expect(try await repository.queuedChanges().map(\.sessionID) == ["104", "105"])
    }
  }

  @Test("without a known account nothing can be queued: the offline error stands")
  func noAccount() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer()
      server.isDown = true
      let repository = try Self.makeRepository(server: server, folder: folder, knowsAccount: false)
      await #expect(
        throws: RepositoryError.offline(reason: "server unreachable: connection refused")
      ) {
        try await repository.addBookmark(sessionID: "104")
      }
    }
  }

  @Test("two processes sending one queue at once send each change exactly once")
  func concurrentSenders() async throws {
    try await withTemporaryDirectory { folder in
      let server = FakeBookmarkServer(known: Set((1...40).map(String.init)))
      let first = try Self.makeRepository(server: server, folder: folder)
      let second = try Self.makeRepository(server: server, folder: folder)
      server.isDown = true
      for id in 1...40 {
        _ = try await first.addBookmark(sessionID: String(id))
      }
      server.isDown = false
      async let one = first.sendQueuedChanges()
      async let two = second.sendQueuedChanges()
      let (a, b) = try await (one, two)
      #expect(a.sent + b.sent == 40)
      #expect(server.calls.count == 40)
      #expect(Set(server.calls).count == 40)
      #expect(server.bookmarked == (1...40).map(String.init))
    }
  }
}
