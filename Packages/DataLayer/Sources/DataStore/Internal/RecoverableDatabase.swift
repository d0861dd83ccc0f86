import Foundation
import SQLite

/// A SQLite file that opens on first use and heals itself: a damaged file is moved aside and
/// replaced by an empty one, an unusable file turns the store off for the rest of the run. Each
/// incident is reported once through `warn`.
///
/// Opening stays cheap however big the file is: it reads the header (SQLite refuses a file that
/// is not a database there) and the format version in `PRAGMA user_version`; damaged pages are
/// found when a statement reads them (`SQLITE_CORRUPT`), and `perform` recovers then. A file of
/// a newer format is left alone and the store is off for the run.
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
  }

  /// The database file.
  let path: String

  private let schema: String
  private let version: Int
  private let isDurable: Bool
  private let now: @Sendable () -> Date
  private let warn: @Sendable (StoreWarning) -> Void
  private let fileManager = FileManager()
  private var state = State.closed

  /// Creates a database at `path` in format `version` (at least 1), which `schema` (idempotent
  /// SQL) sets up.
  ///
  /// A file whose `user_version` is lower (0 for a new file) gets `schema` run and its version
  /// set, in one transaction; one with a higher version is not touched. When `isDurable` is
  /// `false` the connection runs with `synchronous=NORMAL`: in WAL mode a commit then survives a
  /// crash of the process but not necessarily of the machine, and costs no `fdatasync`, which is
  /// the right trade for a cache that can always be refetched.
  init(
    path: String, schema: String, version: Int, isDurable: Bool = true,
    now: @escaping @Sendable () -> Date, warn: @escaping @Sendable (StoreWarning) -> Void
  ) {
    self.path = path
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
      guard recover(reason: error.message) else { return nil }
      switch run(body) {
      case .none: return nil
      case .success(let value): return value
      case .failure(let error): return try giveUp(error)
      }
    case .failure(let error):
      return try giveUp(error)
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

  /// Moves the damaged file aside, reports it and opens an empty database in its place; `false`
  /// when that fails too (the store is then unavailable).
  private func recover(reason: String) -> Bool {
    state = .closed
    guard let aside = moveAside() else {
      disable(reason: "it is damaged (\(reason)) and could not be moved aside")
      return false
    }
    warn(
      StoreWarning(
        kind: .movedAside(movedTo: aside), path: path,
        message:
          "The cache at \(path) was damaged (\(reason)); moved it to \(aside) and started an "
          + "empty cache."))
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
      guard recover(reason: error.message), case .open(let connection) = state else {
        return nil
      }
      return connection
    } catch {
      disable(error)
      return nil
    }
  }

  /// Opens the file and brings an older format up to `version`; reads only the header when the
  /// file is already current.
  private func makeConnection() throws(OpenFailure) -> SQLiteConnection {
    let connection: SQLiteConnection
    var found: Int
    do {
      connection = try SQLiteConnection(path: path)
      if !isDurable {
        try connection.execute("PRAGMA synchronous = NORMAL")
      }
      found = try Self.userVersion(of: connection)
      if found < version {
        found = try upgrade(connection)
      }
    } catch {
      throw .sqlite(error)
    }
    guard found == version else { throw .newerFormat(found) }
    return connection
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
    case .newerFormat(let found):
      state = .unavailable
      warn(
        StoreWarning(
          kind: .unavailable, path: path,
          message:
            "The cache at \(path) was written by a newer conf (format \(found)); continuing "
            + "without it. Update conf, or run: rm \(ShellQuoting.quoted(path))"))
    }
  }

  private func disable(reason: String) {
    state = .unavailable
    warn(
      StoreWarning(
        kind: .unavailable, path: path,
        message:
          "Cannot use the cache at \(path) (\(reason)); continuing without it. Check that the "
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
