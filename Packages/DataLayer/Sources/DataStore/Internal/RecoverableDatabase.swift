import Foundation
import SQLite

/// A SQLite file that opens on first use and heals itself: a damaged file, or one that is not
/// ours, is moved aside and replaced by an empty one; an unusable file turns the store off for
/// the rest of the run. Each incident is reported once through `warn`.
///
/// Opening stays cheap however big the file is: it reads the header (SQLite refuses a file that
/// is not a database there), the format version in `PRAGMA user_version` and the schema (the
/// names and columns in `sqlite_master`, never a table's rows); damaged pages are found when a
/// statement reads them (`SQLITE_CORRUPT`), and `perform` recovers then. A file of a newer
/// format is left alone and the store is off for the run.
///
/// A file is ours when every table the schema creates is a table with the same columns, every
/// other object it creates (index, view, trigger) has the same kind, and it holds no view or
/// trigger the schema does not create (a trigger could act on our writes). Other tables and
/// indexes are tolerated.
///
/// Not `Sendable`: owned by one actor (for example `TimetableCache`).
final class RecoverableDatabase {
  private enum State {
    case closed
    case open(SQLiteConnection)
    case unavailable
  }

  /// Why a file could not be opened.
  private enum OpenFailure: Error {
    case sqlite(SQLiteError)
    /// The file holds a format newer than this version writes (`PRAGMA user_version`).
    case newerFormat(Int)
    /// The file's schema is not the one `schema` makes; the reason says how.
    case foreign(String)
  }

  /// The objects of a schema: each one's kind by name, and each table's columns.
  private struct Shape {
    var kinds: [String: String] = [:]
    var columns: [String: [SQLiteRow]] = [:]
  }

  /// The database file.
  let path: String
  /// What the file is called in warnings: "cache" or "outbox".
  let noun: String

  private let schema: String
  private let version: Int
  private let isDurable: Bool
  private let now: @Sendable () -> Date
  private let warn: @Sendable (StoreWarning) -> Void
  private let fileManager = FileManager()
  private var state = State.closed
  /// What `schema` makes in an empty database, worked out on first open.
  private var expectedShape: Shape?

  /// Creates a database at `path` in format `version` (at least 1), which `schema` (idempotent
  /// SQL) sets up.
  ///
  /// A file whose `user_version` is lower (0 for a new file) gets `schema` run and its version
  /// set, in one transaction; one with a higher version is not touched. When `isDurable` is
  /// `false` the connection runs with `synchronous=NORMAL`: in WAL mode a commit then survives a
  /// crash of the process but not necessarily of the machine, and costs no `fdatasync`, which is
  /// the right trade for a cache that can always be refetched.
  init(
    path: String, schema: String, version: Int, isDurable: Bool = true, noun: String = "cache",
    now: @escaping @Sendable () -> Date, warn: @escaping @Sendable (StoreWarning) -> Void
  ) {
    self.path = path
    self.noun = noun
    self.schema = schema
    self.version = version
    self.isDurable = isDurable
    self.now = now
    self.warn = warn
  }

  /// Runs `body` on the open connection, or returns `nil` when the store is unavailable.
  ///
  /// When the file turns out to be damaged, it is moved aside and `body` runs once more on the
  /// fresh, empty database; when it turns out not to be writable, the store is turned off.
  ///
  /// - Throws: `StoreError` for other SQLite failures.
  @discardableResult
  func perform<Value>(
    _ body: (SQLiteConnection) throws(SQLiteError) -> Value
  ) throws(StoreError) -> Value? {
    switch run(body) {
    case .none:
      return nil
    case .success(let value):
      return value
    case .failure(let error) where error.kind == .corrupt:
      guard recover(because: "was damaged (\(error.message))") else { return nil }
      switch run(body) {
      case .none: return nil
      case .success(let value): return value
      case .failure(let error): return try giveUp(error)
      }
    case .failure(let error):
      return try giveUp(error)
    }
  }

  /// Moves what the write-ahead log holds into the file and empties the log (best effort: a
  /// reader in another process can keep it from being emptied). A `conf` process ends without
  /// closing its connections, so without this the `-wal` file of a store written once per run
  /// grows to SQLite's auto-checkpoint size (about 4 MiB) and stays there.
  func checkpoint() {
    _ = try? perform { connection throws(SQLiteError) in
      try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
  }

  /// Turns the store off (with a warning) when the file cannot be written or reopened, or throws
  /// the failure as a `StoreError`.
  private func giveUp<Value>(_ error: SQLiteError) throws(StoreError) -> Value? {
    switch error.kind {
    case .readOnly, .cannotOpen:
      disable(reason: error.message)
      return nil
    case .busy:
      throw .busy(path: path)
    case .full:
      throw .full(path: path)
    case .corrupt, .constraint, .typeMismatch, .other:
      throw .failed(path: path, reason: error.message)
    }
  }

  /// Runs `body` on the connection, which is released when this returns (so the file can be
  /// moved aside without an open handle to it).
  private func run<Value>(
    _ body: (SQLiteConnection) throws(SQLiteError) -> Value
  ) -> Result<Value, SQLiteError>? {
    guard let connection = connection() else { return nil }
    do {
      return .success(try body(connection))
    } catch {
      return .failure(error)
    }
  }

  /// Moves the file aside, reports it and opens an empty database in its place; `false` when
  /// that fails too (the store is then unavailable). `problem` completes "The <noun> at <path>":
  /// "was damaged (...)" or "is not a conf <noun> (...)".
  private func recover(because problem: String) -> Bool {
    state = .closed
    guard let aside = moveAside() else {
      disable(reason: "it \(problem) and could not be moved aside")
      return false
    }
    warn(
      StoreWarning(
        kind: .movedAside(movedTo: aside), path: path,
        message:
          "The \(noun) at \(path) \(problem); moved it to \(aside) and started an empty \(noun)."))
    do {
      state = .open(try makeConnection())
      return true
    } catch {
      disable(error)
      return false
    }
  }

  private func connection() -> SQLiteConnection? {
    switch state {
    case .open(let connection):
      return connection
    case .unavailable:
      return nil
    case .closed:
      break
    }
    let folder = URL(filePath: path).deletingLastPathComponent().path(percentEncoded: false)
    if !fileManager.fileExists(atPath: folder) {
      do {
        try fileManager.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        disable(reason: "its folder cannot be created")
        return nil
      }
    }
    do {
      let connection = try makeConnection()
      state = .open(connection)
      return connection
    } catch .sqlite(let error) where error.kind == .corrupt {
      guard recover(because: "was damaged (\(error.message))"), case .open(let connection) = state
      else { return nil }
      return connection
    } catch .foreign(let reason) {
      guard recover(because: "is not a conf \(noun) (\(reason))"),
        case .open(let connection) = state
      else { return nil }
      return connection
    } catch {
      disable(error)
      return nil
    }
  }

  /// Opens the file, checks that it is ours and brings an older format up to `version`; reads
  /// only the header and the schema when the file is already current.
  private func makeConnection() throws(OpenFailure) -> SQLiteConnection {
    let connection: SQLiteConnection
    var found: Int
    var foreignness: String?
    do {
      connection = try SQLiteConnection(path: path)
      if !isDurable {
        try connection.execute("PRAGMA synchronous = NORMAL")
      }
      found = try Self.userVersion(of: connection)
      if found < version {
        // Check before the upgrade, which would otherwise mark a foreign file as ours.
        foreignness = try self.foreignness(of: connection, isSetUp: false)
        if foreignness == nil { found = try upgrade(connection) }
      }
      if foreignness == nil && found == version {
        foreignness = try self.foreignness(of: connection, isSetUp: true)
      }
    } catch {
      throw .sqlite(error)
    }
    if let foreignness { throw .foreign(foreignness) }
    guard found == version else { throw .newerFormat(found) }
    return connection
  }

  /// Why the file's schema is not the one `schema` makes, or `nil` when it is. Before the file
  /// is set up (`isSetUp` false), objects the schema makes may be missing.
  private func foreignness(
    of connection: SQLiteConnection, isSetUp: Bool
  ) throws(SQLiteError) -> String? {
    let expected: Shape
    if let expectedShape {
      expected = expectedShape
    } else {
      expected = try Self.shape(of: try Self.emptyDatabase(with: schema))
      expectedShape = expected
    }
    let found = try Self.shape(of: connection, columnsOf: Set(expected.columns.keys))
    for (name, kind) in expected.kinds.sorted(by: { $0.key < $1.key }) {
      guard let foundKind = found.kinds[name] else {
        if isSetUp { return "it has no \(kind) `\(name)`" }
        continue
      }
      guard foundKind == kind else { return "`\(name)` is a \(foundKind), not a \(kind)" }
      if kind == "table" && found.columns[name] != expected.columns[name] {
        return "its table `\(name)` has other columns"
      }
    }
    for (name, kind) in found.kinds.sorted(by: { $0.key < $1.key })
    where (kind == "view" || kind == "trigger") && expected.kinds[name] == nil {
      return "it has a \(kind) `\(name)`, which conf never makes"
    }
    return nil
  }

  /// A private in-memory database set up with `schema`.
  private static func emptyDatabase(with schema: String) throws(SQLiteError) -> SQLiteConnection {
    let connection = try SQLiteConnection(path: ":memory:")
    try connection.execute(schema)
    return connection
  }

  /// The objects in `connection`'s schema (SQLite's own `sqlite_*` left out), with the columns
  /// of the tables named in `tables` (all tables when `nil`): name, declared type in capitals,
  /// `NOT NULL`, default and primary-key position.
  private static func shape(
    of connection: SQLiteConnection, columnsOf tables: Set<String>? = nil
  ) throws(SQLiteError) -> Shape {
    var shape = Shape()
    let objects = try connection.query(
      "SELECT name, type FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
    for object in objects {
      let (name, kind) = (try object.string(0), try object.string(1))
      shape.kinds[name] = kind
      guard kind == "table", tables?.contains(name) ?? true else { continue }
      shape.columns[name] = try connection.query(
        """
        SELECT name, upper(type), "notnull", dflt_value, pk FROM pragma_table_info(?1)
        ORDER BY cid
        """, [.text(name)])
    }
    return shape
  }

  /// Runs `schema` and sets `user_version`, in one transaction; returns the version the file
  /// then has.
  private func upgrade(_ connection: SQLiteConnection) throws(SQLiteError) -> Int {
    try connection.transaction { () throws(SQLiteError) -> Int in
      // Another process may have set the file up since the first read.
      let current = try Self.userVersion(of: connection)
      guard current < version else { return current }
      try connection.execute(schema)
      try connection.execute("PRAGMA user_version = \(version)")
      return version
    }
  }

  private static func userVersion(of connection: SQLiteConnection) throws(SQLiteError) -> Int {
    try connection.query("PRAGMA user_version").first?.int(0) ?? 0
  }

  private func disable(_ failure: OpenFailure) {
    switch failure {
    case .sqlite(let error):
      disable(reason: error.message)
    case .foreign(let reason):
      disable(reason: "it is not a conf \(noun) (\(reason))")
    case .newerFormat(let found):
      state = .unavailable
      warn(
        StoreWarning(
          kind: .unavailable, path: path,
          message:
            "The \(noun) at \(path) was written by a newer conf (format \(found)); continuing "
            + "without it. Update conf, or run: rm \(ShellQuoting.quoted(path))"))
    }
  }

  private func disable(reason: String) {
    state = .unavailable
    warn(
      StoreWarning(
        kind: .unavailable, path: path,
        message:
          "Cannot use the \(noun) at \(path) (\(reason)); continuing without it. Check that the "
          + "folder exists and is readable and writable."))
  }

  /// Moves the file and its `-wal` / `-shm` companions to `<path>.corrupt-<unix time>`; returns
  /// the new path, or `nil` when the main file could not be moved.
  private func moveAside() -> String? {
    let stamp = Int(now().timeIntervalSince1970)
    var aside = "\(path).corrupt-\(stamp)"
    var attempt = 1
    while fileManager.fileExists(atPath: aside) {
      attempt += 1
      aside = "\(path).corrupt-\(stamp)-\(attempt)"
    }
    do {
      try fileManager.moveItem(atPath: path, toPath: aside)
    } catch {
      return nil
    }
    for suffix in ["-wal", "-shm"] where fileManager.fileExists(atPath: path + suffix) {
      do {
        try fileManager.moveItem(atPath: path + suffix, toPath: aside + suffix)
      } catch {
        try? fileManager.removeItem(atPath: path + suffix)
      }
    }
    return aside
  }
}
