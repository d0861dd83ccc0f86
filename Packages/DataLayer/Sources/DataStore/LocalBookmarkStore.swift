public import Entity
public import Foundation
import SQLite

/// The bookmarks of a conference that has no account backend (one read from a published
/// schedule feed), kept on this device in one SQLite file (for example
/// `<conference folder>/bookmarks.sqlite`).
///
/// The file is the only copy of the person's bookmarks, so it is kept like the outbox, not like
/// the cache:
/// - Every write is one statement in a durable file (`synchronous=FULL`): a bookmark survives
///   the process, or the machine, going down right after the call returns. Several instances
///   (and several processes) can share the file. After a write the write-ahead log is moved
///   into the file and emptied.
/// - The file opens on first use; reading or removing when there is no file finds nothing and
///   creates nothing. A new file is private (mode 0600), and a symbolic link in its place is
///   refused, not followed. Its format is kept in `PRAGMA user_version` (``formatVersion``).
/// - A damaged file (or one that is not ours) is moved to `<file>.corrupt-<unix time>`, so
///   nothing is deleted, and an empty one takes its place; `onWarning` is called once.
/// - When the file cannot be used at all (a link in its place, a folder that cannot be made, a
///   newer format), `onWarning` is called once and every call throws `StoreError.failed`: an
///   empty list would read as "no bookmarks", and a change is never reported made when it was
///   not.
public actor LocalBookmarkStore {
  /// The format this version reads and writes, kept in the file's `PRAGMA user_version`.
  public static let formatVersion = 1

  private static let schema = """
    CREATE TABLE IF NOT EXISTS bookmarks (
      session_id TEXT PRIMARY KEY,
      created_at TEXT NOT NULL
    )
    """

  /// The bookmark file.
  public nonisolated let fileURL: URL
  private let database: RecoverableDatabase

  /// Creates a store kept at `fileURL`; opens nothing yet.
  ///
  /// - Parameters:
  ///   - fileURL: The bookmark file, in the conference's own folder.
  ///   - now: The clock that names a damaged file moved aside.
  ///   - onWarning: Called once per incident with a damaged or unusable file.
  public init(
    fileURL: URL, now: @escaping @Sendable () -> Date,
    onWarning: @escaping @Sendable (StoreWarning) -> Void
  ) {
    self.fileURL = fileURL
    database = RecoverableDatabase(
      path: fileURL.path(percentEncoded: false), schema: Self.schema, version: Self.formatVersion,
      isDurable: true, noun: "bookmark store", now: now, warn: onWarning)
  }

  /// The bookmarks, oldest first, bookmarks made at the same moment in the order they were made; empty
  /// when there is no file yet.
  ///
  /// - Throws: `StoreError` when the file cannot be used, another process holds it too long or
  ///   SQLite fails.
  public func bookmarks() throws(StoreError) -> [BookmarkEntity] {
    guard exists else { return [] }
    let rows = try perform { connection throws(SQLiteError) in
      try connection.query(
        "SELECT session_id, created_at FROM bookmarks ORDER BY julianday(created_at), rowid")
    }
    var bookmarks: [BookmarkEntity] = []
    for row in rows {
      do throws(SQLiteError) {
        bookmarks.append(BookmarkEntity(sessionID: try row.string(0), createdAt: try row.string(1)))
      } catch {
        throw .failed(path: database.path, reason: "a bookmark cannot be read (\(error.message))")
      }
    }
    return bookmarks
  }

  /// Bookmarks `sessionID`, made at `createdAt` (kept as ISO 8601 in UTC, to the second).
  ///
  /// Idempotent: a session already bookmarked keeps its first `createdAt`.
  ///
  /// - Returns: `true` when the bookmark was added, `false` when it was already there.
  /// - Throws: `StoreError` when the bookmark could not be stored (it is then not added):
  ///   `.full` for a full disk.
  @discardableResult
  public func add(sessionID: String, createdAt: Date) throws(StoreError) -> Bool {
    let stamp = createdAt.formatted(.iso8601)
    let isAdded = try perform { connection throws(SQLiteError) -> Bool in
      try connection.query(
        """
        INSERT INTO bookmarks (session_id, created_at) VALUES (?1, ?2)
        ON CONFLICT (session_id) DO NOTHING
        """, [.text(sessionID), .text(stamp)])
      return connection.changes > 0
    }
    if isAdded { database.checkpoint() }
    return isAdded
  }

  /// Removes the bookmark of `sessionID`, whether or not the session still exists.
  ///
  /// - Returns: `true` when it was removed, `false` when there was none (a missing file is not
  ///   created).
  /// - Throws: `StoreError` when the file cannot be used, another process holds it too long or
  ///   SQLite fails.
  @discardableResult
  public func remove(sessionID: String) throws(StoreError) -> Bool {
    guard exists else { return false }
    let isRemoved = try perform { connection throws(SQLiteError) -> Bool in
      try connection.query("DELETE FROM bookmarks WHERE session_id = ?1", [.text(sessionID)])
      return connection.changes > 0
    }
    if isRemoved { database.checkpoint() }
    return isRemoved
  }

  /// Runs `body` on the database; throws when the file cannot be used (`RecoverableDatabase`
  /// has then warned once).
  private func perform<Value>(
    _ body: (SQLiteConnection) throws(SQLiteError) -> Value
  ) throws(StoreError) -> Value {
    guard let value = try database.perform(body) else {
      throw .failed(path: database.path, reason: "it cannot be used")
    }
    return value
  }

  /// Whether anything is at the file's path; a link counts, so that it is refused, not read as
  /// "no bookmarks".
  private var exists: Bool {
    // The attributes of a link are the link's own, so a dangling link is found too.
    (try? FileManager.default.attributesOfItem(atPath: database.path)) != nil
  }
}
