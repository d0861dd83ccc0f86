import Foundation
import SQLite
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
}
