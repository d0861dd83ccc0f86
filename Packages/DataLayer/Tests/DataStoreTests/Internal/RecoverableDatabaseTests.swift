import Foundation
import SQLite
import Synchronization
import Testing

@testable import DataStore

struct RecoverableDatabaseTests {
  private static func makeDatabase(isDurable: Bool, in folder: URL) -> RecoverableDatabase {
    RecoverableDatabase(
      path: folder.appendingPathComponent("db.sqlite").path,
      schema: "CREATE TABLE IF NOT EXISTS t (v INTEGER)", version: 1, isDurable: isDurable,
      now: { Date(timeIntervalSince1970: 0) }, warn: { _ in })
  }

  @Test(
    "a cache commits without fdatasync (synchronous=NORMAL); a durable store keeps FULL",
    arguments: [(false, 1), (true, 2)])
  func synchronousMode(isDurable: Bool, expected: Int) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recoverable-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database = Self.makeDatabase(isDurable: isDurable, in: folder)
    let mode = try database.perform { connection throws(SQLiteError) in
      try connection.query("PRAGMA synchronous").first?.int(0)
    }
    #expect(mode == expected)
  }

  @Test("a file set up by the schema, its own index, view and trigger included, is ours")
  func theSchemasOwnObjectsAreOurs() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recoverable-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("db.sqlite").path
    let schema = """
      CREATE TABLE IF NOT EXISTS t (v INTEGER NOT NULL DEFAULT 0, w TEXT);
      CREATE INDEX IF NOT EXISTS t_v ON t (v);
      CREATE VIEW IF NOT EXISTS big AS SELECT v FROM t WHERE v > 9;
      CREATE TRIGGER IF NOT EXISTS cap AFTER INSERT ON t BEGIN UPDATE t SET w = 'x'; END;
      """
    let warnings = Mutex<[StoreWarning]>([])
    for _ in 0..<2 {
      let database = RecoverableDatabase(
        path: path, schema: schema, version: 1, now: { Date(timeIntervalSince1970: 0) },
        warn: { warning in warnings.withLock { $0.append(warning) } })
      try database.perform { connection throws(SQLiteError) in
        try connection.execute("INSERT INTO t (v) VALUES (10)")
      }
    }

    #expect(warnings.withLock { $0 } == [])
    #expect(
      try SQLiteConnection(path: path).query("SELECT count(*) FROM big")
        == [SQLiteRow(values: [2])])
  }
}
