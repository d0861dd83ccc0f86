import APIClient
import DataStore
import Entity
import Foundation
import HTTPTypes
import Testing

@testable import ProgrammeFeed

@Suite("FeedStore")
struct FeedStoreTests {
  static let start = Date(timeIntervalSince1970: 1_900_000_000)

  static func programme() throws -> FeedProgramme {
    try ProgrammeFeedReader().programme(from: Data(FrabFeeds.schedule.utf8))
  }

  static func state(entityTag: String?, lastModified: String?, failure: String? = nil) throws
    -> FeedState
  {
    FeedState(
      source: try FeedSource(parsing: FeedClientHarness.feedAddress), entityTag: entityTag,
      lastModified: lastModified, fileStamp: nil, fetchedAt: start, checkedAt: start,
      lastRefreshFailure: failure)
  }

  @Test("a copy whose write fails part-way keeps no validators, so the next fetch is in full")
  func failedWriteLeavesNoValidators() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = URL(filePath: folder.path).appending(path: "feed")
    let programme = try Self.programme()
    let store = FeedStore(folder: url, now: { Self.start }, failingDay: 2)

    await #expect(throws: StoreError.full(path: url.path(percentEncoded: false))) {
      try await store.replace(
        with: programme, state: try Self.state(entityTag: #""v2""#, lastModified: "Wed"),
        names: SessionNames())
    }

    let kept = try #require(try await store.state())
    #expect(kept.entityTag == nil)
    #expect(kept.lastModified == nil)
    #expect(kept.checkedAt == .distantPast)
    // The client over that copy asks for all of the feed: no validator is sent.
    let transport = ScriptedTransport()
    transport.answer(feed: FrabFeeds.schedule, entityTag: #""v3""#)
    let client = LiveProgrammeFeedAPIClient(
      source: try FeedSource(parsing: FeedClientHarness.feedAddress),
      store: FeedStore(folder: url, now: { Self.start }), transport: transport, timeZone: nil,
      now: { Self.start })
    _ = try await client.conference()
    #expect(transport.requests.map { $0.headers["If-None-Match"] } == [nil])
    #expect(transport.requests.map { $0.headers["If-Modified-Since"] } == [nil])
  }

  @Test("validators longer than 1 KiB are not kept, and a failure message is cut")
  func serverControlledValuesAreBounded() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = FeedStore(
      folder: URL(filePath: folder.path).appending(path: "feed"), now: { Self.start })
    let long = String(repeating: "e", count: 1_025)

    try await store.save(
      try Self.state(
        entityTag: long, lastModified: "Wed, 01 Jan 2030 10:00:00 GMT",
        failure: String(repeating: "f", count: 5_000)))

    let kept = try #require(try await store.state())
    #expect(kept.entityTag == nil)
    #expect(kept.lastModified == "Wed, 01 Jan 2030 10:00:00 GMT")
    #expect(kept.lastRefreshFailure == String(repeating: "f", count: 999) + "…")
  }

  @Test("what reading noted is kept with the copy, at most 21 lines of 1,000 characters")
  func notesAreKeptBounded() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = FeedStore(
      folder: URL(filePath: folder.path).appending(path: "feed"), now: { Self.start })
    let notes = (1...30).map { "note \($0)" } + [String(repeating: "n", count: 2_000)]

    try await store.save(
      FeedState(
        source: try FeedSource(parsing: FeedClientHarness.feedAddress), entityTag: nil,
        lastModified: nil, fileStamp: nil, fetchedAt: Self.start, checkedAt: Self.start,
        lastRefreshFailure: nil, notes: notes))

    #expect(try await store.state()?.notes == (1...21).map { "note \($0)" })
  }

  @Test("a state file too large to read counts as no copy, not as a failure")
  func oversizedStateIsNoState() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = URL(filePath: folder.path).appending(path: "feed")
    let store = FeedStore(folder: url, now: { Self.start })
    try await store.save(try Self.state(entityTag: #""v1""#, lastModified: nil))
    // What an earlier version wrote for a server that sent a 70 KB ETag.
    let path = url.appending(path: "feed-state.json")
    try Data(repeating: 0x20, count: 70 * 1024).write(to: path)
    chmod(path.path(percentEncoded: false), 0o600)

    #expect(try await store.state() == nil)
  }

  @Test("with the list's lock, a removed conference's folder is never made again")
  func removedFolderIsNotRecreated() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = URL(filePath: folder.path).appending(path: "gone")
    let lock = FileRefreshLock(fileURL: URL(filePath: folder.path).appending(path: "list.lock"))
    let store = FeedStore(folder: url, now: { Self.start }, writeLock: lock)

    await #expect(throws: StoreError.self) {
      try await store.save(try Self.state(entityTag: nil, lastModified: nil))
    }
    await #expect(throws: StoreError.self) {
      try await store.replace(
        with: try Self.programme(), state: try Self.state(entityTag: nil, lastModified: nil),
        names: SessionNames())
    }

    #expect(!FileManager.default.fileExists(atPath: url.path(percentEncoded: false)))
  }

  @Test("the names a copy gave its sessions are kept with it, in a private file, and read back")
  func namesAreKept() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = URL(filePath: folder.path).appending(path: "feed")
    let store = FeedStore(folder: url, now: { Self.start })
    #expect(try await store.sessionNames() == SessionNames())
    var names = SessionNames()
    let programme = try ProgrammeFeedReader().programme(
      from: Data(FrabFeeds.schedule.utf8), timeZone: nil, names: &names)
    #expect(names.count == programme.timetables.flatMap(\.sessions).count)

    try await store.replace(
      with: programme, state: try Self.state(entityTag: nil, lastModified: nil), names: names)

    #expect(try await store.sessionNames() == names)
    let path = url.appending(path: "session-names.json").path(percentEncoded: false)
    let mode = try #require(
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    #expect(mode == 0o600)
    // No text from the feed: the file holds hashes and the session ids.
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("guid"))
    #expect(text.hasPrefix(#"{"names":{"#))

    // Saving the state alone keeps them; saving names replaces them.
    try await store.save(try Self.state(entityTag: #""v2""#, lastModified: nil))
    #expect(try await store.sessionNames() == names)
    try await store.save(
      try Self.state(entityTag: #""v3""#, lastModified: nil), names: SessionNames())
    #expect(try await store.sessionNames() == SessionNames())
  }

  @Test("a names file that is damaged, too large or of another version is no names")
  func damagedNamesAreNone() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = URL(filePath: folder.path).appending(path: "feed")
    let store = FeedStore(folder: url, now: { Self.start })
    try await store.save(try Self.state(entityTag: nil, lastModified: nil))
    let path = url.appending(path: "session-names.json")
    for data in [
      Data("not JSON".utf8), Data(#"{"names":{"abc":"101"},"version":2}"#.utf8),
      Data(repeating: 0x20, count: FeedStore.maximumNamesBytes + 1),
    ] {
      try data.write(to: path)
      chmod(path.path(percentEncoded: false), 0o600)
      #expect(try await store.sessionNames() == SessionNames())
    }
    try Data(#"{"names":{"abc":"101"},"version":1}"#.utf8).write(to: path)
    #expect(try await store.sessionNames().count == 1)
  }
}
