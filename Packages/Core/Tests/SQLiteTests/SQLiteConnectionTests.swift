import Foundation
import SQLite
import Testing

@Suite("SQLiteConnection")
struct SQLiteConnectionTests {
  private func makeTemporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("sqlite-tests-\(UUID().uuidString).sqlite").path
  }

  @Test("binds every value type and reads it back")
  func roundTripsValues() throws {
    let database = try SQLiteConnection(path: ":memory:")
    try database.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
    try database.query(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
      [.integer(42), .real(1.5), .text("héllo ✓"), .blob(Data([0, 1, 255])), .null])
    let rows = try database.query("SELECT i, r, s, b, n FROM t")
    #expect(
      rows == [
        SQLiteRow(values: [
          .integer(42), .real(1.5), .text("héllo ✓"), .blob(Data([0, 1, 255])), .null,
        ])
      ])
    let row = try #require(rows.first)
    #expect(try row.int(0) == 42)
    #expect(try row.optionalString(4) == nil)
    #expect(throws: SQLiteError.self) { try row.int(2) }
  }

  @Test("a prepared statement can be reused with new bindings")
  func reusesStatements() throws {
    let database = try SQLiteConnection(path: ":memory:")
    try database.execute("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)")
    let insert = try database.prepare("INSERT INTO t VALUES (?1, ?2)")
    try insert.run(["a", 1])
    try insert.run(["b", 2])
    let rows = try database.query("SELECT k, v FROM t ORDER BY k")
    #expect(rows.map(\.values) == [[.text("a"), .integer(1)], [.text("b"), .integer(2)]])
  }

  @Test("a failing transaction rolls back and rethrows")
  func rollsBack() throws {
    let database = try SQLiteConnection(path: ":memory:")
    try database.execute("CREATE TABLE t (k TEXT PRIMARY KEY)")
    try database.query("INSERT INTO t VALUES ('a')")
    let error = #expect(throws: SQLiteError.self) {
      try database.transaction { () throws(SQLiteError) in
        try database.query("INSERT INTO t VALUES ('b')")
        try database.query("INSERT INTO t VALUES ('a')")
      }
    }
    #expect(error?.kind == .constraint)
    #expect(try database.query("SELECT k FROM t").map(\.values) == [[.text("a")]])
  }

  @Test("a syntax error is reported with SQLite's message")
  func reportsSyntaxErrors() throws {
    let database = try SQLiteConnection(path: ":memory:")
    let error = #expect(throws: SQLiteError.self) { try database.prepare("SELEC 1") }
    #expect(error?.kind == .other)
    #expect(error?.message.contains("syntax error") == true)
  }

  @Test("a file that is not a database is reported as corrupt")
  func detectsCorruptFiles() throws {
    let path = makeTemporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: SQLiteError.self) { try SQLiteConnection(path: path) }
    #expect(error?.kind == .corrupt)
  }

  @Test("a missing folder cannot be opened")
  func reportsUnopenableFiles() {
    let error = #expect(throws: SQLiteError.self) {
      try SQLiteConnection(path: "/nonexistent-folder-\(UUID().uuidString)/db.sqlite")
    }
    #expect(error?.kind == .cannotOpen)
  }

  @Test("two connections to one file use WAL and see each other's writes")
  func sharesFilesInWALMode() throws {
    let path = makeTemporaryPath()
    defer {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
      }
    }
    let writer = try SQLiteConnection(path: path)
    let reader = try SQLiteConnection(path: path)
    #expect(try writer.query("PRAGMA journal_mode").first?.string(0) == "wal")
    try writer.execute("CREATE TABLE t (v INTEGER)")
    try writer.transaction { () throws(SQLiteError) in
      try writer.query("INSERT INTO t VALUES (7)")
    }
    #expect(try reader.query("SELECT v FROM t").map(\.values) == [[.integer(7)]])
    #expect(reader.isIntact())
  }

  @Test("text with a NUL character and empty text and blobs read back exactly as bound")
  func roundTripsEdgeValues() throws {
    let database = try SQLiteConnection(path: ":memory:")
    try database.execute("CREATE TABLE t (s TEXT, e TEXT, b BLOB)")
    try database.query(
      "INSERT INTO t VALUES (?1, ?2, ?3)", [.text("ada\u{0}admin"), "", .blob(Data())])
    let rows = try database.query("SELECT s, length(CAST(s AS BLOB)), e, b, typeof(b) FROM t")
    #expect(
      rows == [
        SQLiteRow(values: [.text("ada\u{0}admin"), .integer(9), .text(""), .blob(Data()), "blob"])
      ])
    #expect(try database.query("SELECT count(*) FROM t WHERE s = ?1", ["ada"]).first?.int(0) == 0)
  }

  @Test("a statement run with fewer values than it has parameters is refused, not run with NULL")
  func refusesMissingValues() throws {
    let database = try SQLiteConnection(path: ":memory:")
    try database.execute("CREATE TABLE t (k TEXT, v TEXT)")
    let error = #expect(throws: SQLiteError.self) {
      try database.query("INSERT INTO t VALUES (?1, ?2)", ["a"])
    }
    #expect(
      error
        == SQLiteError(
          kind: .other, code: 0, message: "the statement has 2 parameters, but 1 value was given"))
    #expect(
      throws: SQLiteError(
        kind: .other, code: 0, message: "the statement has 1 parameter, but 2 values were given")
    ) {
      try database.query("INSERT INTO t (k) VALUES (?1)", ["a", "b"])
    }
    #expect(try database.query("SELECT count(*) FROM t").first?.int(0) == 0)
  }

  @Test("prepare refuses a second statement instead of silently dropping it")
  func refusesSeveralStatements() throws {
    let database = try SQLiteConnection(path: ":memory:")
    try database.execute("CREATE TABLE t (k TEXT)")
    let error = #expect(throws: SQLiteError.self) {
      try database.query("INSERT INTO t VALUES ('a'); INSERT INTO t VALUES ('b')")
    }
    #expect(
      error
        == SQLiteError(
          kind: .other, code: 0,
          message: "prepare takes one statement, but the SQL holds more; run several with execute"
        ))
    #expect(try database.query("SELECT count(*) FROM t").first?.int(0) == 0)
    #expect(try database.query("SELECT 1; -- a trailing comment\n  ").first?.int(0) == 1)
  }

  @Test("a busy timeout too long to count in milliseconds waits as long as SQLite can")
  func clampsHugeBusyTimeouts() throws {
    let database = try SQLiteConnection(path: ":memory:", busyTimeout: .seconds(Int64.max))
    #expect(try database.query("SELECT 1").first?.int(0) == 1)
  }

  @Test("a write that does not fit is a full disk (SQLITE_FULL), not any failure")
  func reportsAFullDisk() throws {
    let path = makeTemporaryPath()
    defer {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
      }
    }
    let database = try SQLiteConnection(path: path)
    try database.execute("CREATE TABLE t (v BLOB)")
    // The file may not grow past its pages now: as a full disk would refuse them.
    let pages = try #require(try database.query("PRAGMA page_count").first?.int(0))
    try database.execute("PRAGMA max_page_count = \(pages)")
    let error = #expect(throws: SQLiteError.self) {
      try database.query("INSERT INTO t VALUES (zeroblob(100000))")
    }
    #expect(error?.kind == .full)
  }
}
