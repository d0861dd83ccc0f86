import Foundation
import SQLite

/// A SQLite file that opens on first use and heals itself: a damaged file is moved aside and
/// replaced by an empty one, an unusable file turns the store off for the rest of the run. Each
/// incident is reported once through `warn`.
///
/// Not `Sendable`: owned by one actor (for example `TimetableCache`).
final class RecoverableDatabase {
  private enum State {
    case closed
    case open(SQLiteConnection)
    case unavailable
  }

  /// The database file.
  let path: String

  private let schema: String
  private let now: @Sendable () -> Date
  private let warn: @Sendable (StoreWarning) -> Void
  private let fileManager = FileManager()
  private var state = State.closed

  /// Creates a database at `path` that runs `schema` (idempotent SQL) after every open.
  init(
    path: String, schema: String, now: @escaping @Sendable () -> Date,
    warn: @escaping @Sendable (StoreWarning) -> Void
  ) {
    self.path = path
    self.schema = schema
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
    default:
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
  @discardableResult
  func recover(reason: String) -> Bool {
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
      disable(reason: error.message)
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
    } catch  where error.kind == .corrupt {
      guard recover(reason: error.message), case .open(let connection) = state else {
        return nil
      }
      return connection
    } catch {
      disable(reason: error.message)
      return nil
    }
  }

  private func makeConnection() throws(SQLiteError) -> SQLiteConnection {
    let connection = try SQLiteConnection(path: path)
    guard connection.isIntact() else {
      throw SQLiteError(kind: .corrupt, code: 11, message: "integrity check failed")
    }
    try connection.execute(schema)
    return connection
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
