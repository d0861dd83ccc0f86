import ConferenceBackend
import Foundation
import SQLite
import Testing

@Suite("Schema: creating and seeding the database file")
struct SchemaTests {
  @Test("opening one file twice seeds it once")
  func seedsOnce() async throws {
    let path = TestBackend.makeTemporaryPath()
    defer { TestBackend.removeDatabase(at: path) }
    let first = try TestBackend.make(path: path)
    let firstAnswer = await first.handle(try TestBackend.get("/v1/timetable?day=2"))
    let second = try TestBackend.make(path: path)
    let secondAnswer = await second.handle(try TestBackend.get("/v1/timetable?day=2"))
    #expect(secondAnswer == firstAnswer)
    let database = try SQLiteConnection(path: path)
    let counts = try database.query(
      """
      SELECT (SELECT count(*) FROM days), (SELECT count(*) FROM speakers),
        (SELECT count(*) FROM sessions), (SELECT count(*) FROM session_speakers)
      """)
    #expect(counts == [SQLiteRow(values: [3, 28, 80, 91])])
  }

  @Test("backends opening a new file at the same time all succeed and seed it once")
  func concurrentOpens() async throws {
    let path = TestBackend.makeTemporaryPath()
    defer { TestBackend.removeDatabase(at: path) }
    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask { @concurrent in
          let backend = try TestBackend.make(path: path)
          let response = await backend.handle(try TestBackend.get("/v1/timetable?day=1"))
          return try TestBackend.decode(TimetableBody.self, from: response).sessions.count
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(counts == Array(repeating: 28, count: 8))
    let database = try SQLiteConnection(path: path)
    #expect(try database.query("SELECT count(*) FROM sessions") == [SQLiteRow(values: [80])])
  }

  @Test("a file from a newer backend is refused with a hint")
  func newerSchema() throws {
    let path = TestBackend.makeTemporaryPath()
    defer { TestBackend.removeDatabase(at: path) }
    try SQLiteConnection(path: path).execute("PRAGMA user_version = 99")
    #expect(throws: BackendError.unsupportedSchemaVersion(path: path, version: 99)) {
      try TestBackend.make(path: path)
    }
  }

  @Test("a new file carries the backend's application id in its header")
  func applicationID() throws {
    let path = TestBackend.makeTemporaryPath()
    defer { TestBackend.removeDatabase(at: path) }
    _ = try TestBackend.make(path: path)
    let database = try SQLiteConnection(path: path)
    #expect(
      try database.query("PRAGMA application_id")
        == [SQLiteRow(values: [.integer(Int64(ConferenceBackend.databaseApplicationID))])])
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let header = try #require(FileManager.default.contents(atPath: path)).prefix(72)
    #expect(Array(header.suffix(4)) == [0x43, 0x6F, 0x6E, 0x66])
  }
}
