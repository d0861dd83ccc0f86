import CSQLite
import Foundation

/// An open SQLite database file.
///
/// Not `Sendable`: own it from one actor (or one task). File databases open in WAL mode with a
/// busy timeout, so two processes can share a file: readers do not block the writer, and a writer
/// waits up to `busyTimeout` for another before failing with `SQLiteError.Kind.busy`.
///
/// A database file is private: one this creates is created with mode 0600 (SQLite gives its
/// `-wal` and `-shm` files the same mode), an existing one others could read or write is made
/// 0600, and a path that is a symbolic link is refused rather than followed.
public final class SQLiteConnection {
  /// How to open the file.
  public enum Mode: Sendable, Equatable {
    /// Read and write, creating the file when it is missing.
    case readWriteCreate
    /// Read and write an existing file.
    case readWrite
    /// Read only.
    case readOnly
  }

  private let handle: OpaquePointer

  /// The path this connection was opened with (`:memory:` for an in-memory database).
  public let path: String

  /// Opens (or creates) the database at `path`. Use `":memory:"` for a private in-memory database.
  ///
  /// - Throws: `SQLiteError` with kind `.cannotOpen` when the file cannot be opened, or `.corrupt`
  ///   when it is not a database.
  public init(
    path: String, mode: Mode = .readWriteCreate, busyTimeout: Duration = .seconds(5)
  ) throws(SQLiteError) {
    var pointer: OpaquePointer?
    let flags: Int32 =
      switch mode {
      case .readWriteCreate: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
      case .readWrite: SQLITE_OPEN_READWRITE
      case .readOnly: SQLITE_OPEN_READONLY
      }
    let isFile = path != ":memory:" && !path.isEmpty && !path.hasPrefix("file:")
    if isFile {
      try Self.makePrivate(path, creating: mode == .readWriteCreate)
    }
    let code = sqlite3_open_v2(
      path, &pointer, flags | SQLITE_OPEN_NOMUTEX | (isFile ? SQLITE_OPEN_NOFOLLOW : 0), nil)
    guard code == SQLITE_OK, let pointer else {
      let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
      sqlite3_close_v2(pointer)
      throw SQLiteError(code: code, message: message)
    }
    self.handle = pointer
    self.path = path
    sqlite3_busy_timeout(handle, Self.milliseconds(busyTimeout))
    sqlite3_extended_result_codes(handle, 1)
    if path != ":memory:" && !path.isEmpty && mode != .readOnly {
      try enableWriteAheadLog(waitingUpTo: busyTimeout)
    }
    try execute("PRAGMA foreign_keys=ON")
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Switches the file to WAL, waiting up to `timeout` while other connections hold it.
  ///
  /// SQLite answers a journal-mode change on a new file that other processes are opening at
  /// the same moment with "database is locked" at once, without calling the busy handler (it
  /// would risk a deadlock), so the wait is done here: 20 processes opening one new file were
  /// seen to fail this way about once in six tries.
  private func enableWriteAheadLog(waitingUpTo timeout: Duration) throws(SQLiteError) {
    let deadline = ContinuousClock.now + timeout
    while true {
      do {
        try execute("PRAGMA journal_mode=WAL")
        return
      } catch  where error.kind == .busy && ContinuousClock.now < deadline {
        usleep(10_000)
      }
    }
  }

  /// Refuses a link at `path`, creates a missing file with mode 0600 when `creating`, and takes
  /// group and other permissions off an existing file of this user.
  private static func makePrivate(_ path: String, creating: Bool) throws(SQLiteError) {
    var status = stat()
    if lstat(path, &status) == 0 {
      guard (status.st_mode & S_IFMT) != S_IFLNK else {
        throw SQLiteError(
          kind: .cannotOpen, code: SQLITE_CANTOPEN,
          message: "\(path) is a symbolic link, which is not followed; remove it (rm \(path)) "
            + "and a new file is made")
      }
      if (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == geteuid(),
        status.st_mode & 0o077 != 0
      {
        _ = chmod(path, 0o600)
      }
      return
    }
    guard creating, errno == ENOENT else { return }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
    }
    // Anything else (a folder that does not exist, a file made meanwhile) is left to SQLite,
    // whose own error says what went wrong.
  }

  /// Runs one or more semicolon-separated statements that take no parameters.
  public func execute(_ sql: String) throws(SQLiteError) {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    if code != SQLITE_OK {
      let text = message.map { String(cString: $0) } ?? lastMessage
      sqlite3_free(message)
      throw SQLiteError(code: code, message: text)
    }
  }

  /// Compiles one statement.
  ///
  /// - Throws: `SQLiteError` for invalid SQL, and when `sql` holds more than one statement
  ///   (SQLite would compile the first and silently drop the rest; run several with `execute`).
  public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    let result = sql.withCString { text -> Result<SQLiteStatement, SQLiteError> in
      var statement: OpaquePointer?
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v2(handle, text, -1, &statement, &tail)
      guard code == SQLITE_OK, let statement else {
        return .failure(error(code))
      }
      let prepared = SQLiteStatement(handle: statement, connection: self)
      if let tail, holdsStatement(tail) {
        return .failure(
          SQLiteError(
            kind: .other, code: 0,
            message: "prepare takes one statement, but the SQL holds more; run several with "
              + "execute"))
      }
      return .success(prepared)
    }
    return try result.get()
  }

  /// Whether `sql` holds anything but white space, comments and semicolons.
  private func holdsStatement(_ sql: UnsafePointer<CChar>) -> Bool {
    guard sql.pointee != 0 else { return false }
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    sqlite3_finalize(statement)
    return code != SQLITE_OK || statement != nil
  }

  /// Runs one statement with `values` bound to `?1 ... ?n` and returns its rows.
  @discardableResult
  public func query(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow]
  {
    try prepare(sql).all(values)
  }

  /// Runs `body` inside `BEGIN IMMEDIATE ... COMMIT`, rolling back when it throws.
  ///
  /// `BEGIN IMMEDIATE` takes the write lock up front, so two processes never deadlock upgrading
  /// a read lock; a writer in another process makes this wait up to the busy timeout.
  @discardableResult
  public func transaction<Result>(
    _ body: () throws(SQLiteError) -> Result
  ) throws(SQLiteError) -> Result {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The number of rows changed by the last `INSERT`, `UPDATE` or `DELETE`.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// The rowid of the last inserted row.
  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `PRAGMA quick_check` and returns `true` when the database is intact.
  public func isIntact() -> Bool {
    guard let rows = try? query("PRAGMA quick_check"), let first = rows.first else { return false }
    return (try? first.string(0)) == "ok"
  }

  func check(_ code: Int32) throws(SQLiteError) {
    if code != SQLITE_OK {
      throw error(code)
    }
  }

  func error(_ code: Int32) -> SQLiteError {
    SQLiteError(code: code, message: lastMessage)
  }

  /// `duration` in whole milliseconds, clamped to what `sqlite3_busy_timeout` takes (a negative
  /// duration turns the wait off).
  private static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    if overflow {
      return seconds < 0 ? 0 : Int32.max
    }
    let (total, sumOverflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
    return sumOverflow ? Int32.max : Int32(clamping: total)
  }

  private var lastMessage: String {
    String(cString: sqlite3_errmsg(handle))
  }
}
