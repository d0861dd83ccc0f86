public import Entity
public import Foundation
import SQLite

/// The bookmark changes made while the backend was unreachable, and the last bookmark list the
/// backend confirmed, kept per account in one SQLite file (`<CONF_HOME>/outbox.sqlite`).
///
/// - The queue holds at most one change per account and session: queuing a change replaces the
///   earlier one, with a new, later place (the backend's bookmark calls are idempotent, so only
///   the last change of a session matters). A sender that is sending the replaced change then
///   removes nothing (``remove(_:)`` removes by place) and the new change stays queued.
/// - Every write is one transaction in a durable file (`synchronous=FULL`): a queued change
///   survives the process being killed, and several processes can share the file. After a
///   write the write-ahead log is moved into the file and emptied, so the file stays the size
///   of what it holds.
/// - Reading a file that does not exist finds nothing and creates nothing, so a command that
///   never queues anything never makes the file.
///
/// A damaged file is moved aside (with a warning) and an empty one takes its place; when the
/// file cannot be used at all, reads find nothing and ``enqueue(accountID:sessionID:isAddition:queuedAt:)``
/// throws, so a change is never reported queued when it was not.
public actor BookmarkOutbox {
  /// The format this version reads and writes, kept in the file's `PRAGMA user_version`.
  public static let formatVersion = 1

  private static let schema = """
    CREATE TABLE IF NOT EXISTS pending_changes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      account_id TEXT NOT NULL,
      session_id TEXT NOT NULL,
      is_addition INTEGER NOT NULL,
      queued_at REAL NOT NULL
    );
    CREATE TABLE IF NOT EXISTS saved_bookmarks (
      account_id TEXT NOT NULL,
      session_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      position INTEGER NOT NULL,
      PRIMARY KEY (account_id, session_id)
    );
    CREATE TABLE IF NOT EXISTS saved_lists (
      account_id TEXT PRIMARY KEY,
      saved_at REAL NOT NULL
    );
    """

  /// The outbox file.
  public nonisolated let fileURL: URL
  private let database: RecoverableDatabase
  private let onWarning: @Sendable (StoreWarning) -> Void
  /// Whether unreadable rows were looked for in this run (`setAsideUnreadableChanges`).
  private var hasLookedForUnreadableRows = false

  /// What makes a queued row readable: every column of the type `entries` reads.
  private static let isReadable = """
    typeof(id) = 'integer' AND typeof(account_id) = 'text' AND typeof(session_id) = 'text'
    AND typeof(is_addition) = 'integer' AND is_addition IN (0, 1)
    AND typeof(queued_at) IN ('real', 'integer')
    """

  /// Creates an outbox stored at `fileURL`; opens nothing yet.
  ///
  /// - Parameters:
  ///   - fileURL: The outbox file (for example `<CONF_HOME>/outbox.sqlite`).
  ///   - now: The clock that names a damaged file moved aside.
  ///   - onWarning: Called once per incident with a damaged or unusable file.
  public init(
    fileURL: URL, now: @escaping @Sendable () -> Date,
    onWarning: @escaping @Sendable (StoreWarning) -> Void
  ) {
    self.fileURL = fileURL
    self.onWarning = onWarning
    database = RecoverableDatabase(
      path: fileURL.path(percentEncoded: false), schema: Self.schema, version: Self.formatVersion,
      isDurable: true, noun: "outbox", now: now, warn: onWarning)
  }

  /// Queues a change to the bookmark of `sessionID`, replacing any change of that bookmark
  /// queued before.
  ///
  /// - Throws: `StoreError` when the change could not be stored (it is then not queued).
  public func enqueue(
    accountID: String, sessionID: String, isAddition: Bool, queuedAt: Date
  ) throws(StoreError) {
    let stored: Void? = try database.perform { connection throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.query(
          "DELETE FROM pending_changes WHERE account_id = ?1 AND session_id = ?2",
          [.text(accountID), .text(sessionID)])
        try connection.query(
          """
          INSERT INTO pending_changes (account_id, session_id, is_addition, queued_at)
          VALUES (?1, ?2, ?3, ?4)
          """,
          [
            .text(accountID), .text(sessionID), .int(isAddition ? 1 : 0),
            .real(queuedAt.timeIntervalSince1970),
          ])
      }
    }
    guard stored != nil else {
      throw .failed(path: database.path, reason: "the outbox cannot be used")
    }
    database.checkpoint()
  }

  /// The queued changes of `accountID`, oldest first; empty when there are none (or no file).
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func entries(accountID: String) throws(StoreError) -> [OutboxEntry] {
    guard exists else { return [] }
    try setAsideUnreadableChanges()
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query(
          """
          SELECT id, account_id, session_id, is_addition, queued_at FROM pending_changes
          WHERE account_id = ?1 ORDER BY id
          """, [.text(accountID)])
      } ?? []
    return rows.compactMap { row in
      guard let id = try? row.int(0), let account = try? row.string(1),
        let session = try? row.string(2), let isAddition = try? row.int(3),
        let queuedAt = try? row.double(4)
      else { return nil }
      return OutboxEntry(
        id: Int64(id), accountID: account, sessionID: session, isAddition: isAddition != 0,
        queuedAt: Date(timeIntervalSince1970: queuedAt))
    }
  }

  /// Moves queued rows that cannot be read (a BLOB id, `is_addition = 'yes'`) to the table
  /// `set_aside_changes` in the same file, once per run, with one warning: left in place they
  /// were read, skipped and kept by every command, each taking the outbox's lock for them.
  private func setAsideUnreadableChanges() throws(StoreError) {
    guard !hasLookedForUnreadableRows else { return }
    hasLookedForUnreadableRows = true
    let moved =
      try database.perform { connection throws(SQLiteError) -> Int in
        try connection.transaction { () throws(SQLiteError) -> Int in
          let unreadable = "NOT (\(Self.isReadable))"
          guard
            try !connection.query("SELECT 1 FROM pending_changes WHERE \(unreadable) LIMIT 1")
              .isEmpty
          else { return 0 }
          try connection.execute(
            """
            CREATE TABLE IF NOT EXISTS set_aside_changes AS
              SELECT * FROM pending_changes WHERE 0;
            INSERT INTO set_aside_changes SELECT * FROM pending_changes WHERE \(unreadable);
            DELETE FROM pending_changes WHERE \(unreadable);
            """)
          return connection.changes
        }
      } ?? 0
    guard moved > 0 else { return }
    onWarning(
      StoreWarning(
        kind: .setAside(count: moved), path: database.path,
        message:
          "The outbox at \(database.path) held \(moved) queued bookmark "
          + "change\(moved == 1 ? "" : "s") that could not be read; moved "
          + "\(moved == 1 ? "it" : "them") to its table set_aside_changes, where "
          + "\(moved == 1 ? "it is" : "they are") kept but never sent."))
  }

  /// Whether any change of any account is queued; reads nothing when there is no file.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func hasEntries() throws(StoreError) -> Bool {
    guard exists else { return false }
    let rows =
      try database.perform { connection throws(SQLiteError) in
        try connection.query("SELECT 1 FROM pending_changes LIMIT 1")
      } ?? []
    return !rows.isEmpty
  }

  /// Removes the entry at place `id` once it was sent; removes nothing when it was replaced.
  /// Empties the write-ahead log when the queue is empty afterwards.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func remove(_ id: Int64) throws(StoreError) {
    try database.perform { connection throws(SQLiteError) in
      try connection.query("DELETE FROM pending_changes WHERE id = ?1", [.int(Int(id))])
    }
    // Sending removes entries one by one; the log is emptied once, with the last of them.
    if try !hasEntries() {
      database.checkpoint()
    }
  }

  /// Keeps `bookmarks` as `accountID`'s list as the backend confirmed it at `savedAt`.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func saveBookmarks(
    _ bookmarks: [BookmarkEntity], accountID: String, savedAt: Date
  ) throws(StoreError) {
    try database.perform { connection throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.query(
          "DELETE FROM saved_bookmarks WHERE account_id = ?1", [.text(accountID)])
        for (position, bookmark) in bookmarks.enumerated() {
          try connection.query(
            """
            INSERT OR REPLACE INTO saved_bookmarks (account_id, session_id, created_at, position)
            VALUES (?1, ?2, ?3, ?4)
            """,
            [
              .text(accountID), .text(bookmark.sessionID), .text(bookmark.createdAt),
              .int(position),
            ])
        }
        try connection.query(
          """
          INSERT INTO saved_lists (account_id, saved_at) VALUES (?1, ?2)
          ON CONFLICT (account_id) DO UPDATE SET saved_at = excluded.saved_at
          """, [.text(accountID), .real(savedAt.timeIntervalSince1970)])
      }
    }
    database.checkpoint()
  }

  /// Applies one change the backend confirmed to `accountID`'s saved list: adds `sessionID`
  /// last (created at `createdAt`), or removes it. Returns `false`, changing nothing, when no
  /// list of that account is saved.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  @discardableResult
  public func applyConfirmedChange(
    accountID: String, sessionID: String, isAddition: Bool, createdAt: String
  ) throws(StoreError) -> Bool {
    guard exists else { return false }
    let applied = try database.perform { connection throws(SQLiteError) -> Bool in
      guard
        !(try connection.query(
          "SELECT 1 FROM saved_lists WHERE account_id = ?1", [.text(accountID)]
        ).isEmpty)
      else { return false }
      if isAddition {
        try connection.query(
          """
          INSERT INTO saved_bookmarks (account_id, session_id, created_at, position)
          SELECT ?1, ?2, ?3, coalesce(max(position) + 1, 0) FROM saved_bookmarks
          WHERE account_id = ?1
          ON CONFLICT (account_id, session_id) DO NOTHING
          """, [.text(accountID), .text(sessionID), .text(createdAt)])
      } else {
        try connection.query(
          "DELETE FROM saved_bookmarks WHERE account_id = ?1 AND session_id = ?2",
          [.text(accountID), .text(sessionID)])
      }
      return true
    }
    return applied ?? false
  }

  /// `accountID`'s bookmark list as last confirmed, in the backend's order, with when it was
  /// saved; `nil` when none was saved.
  ///
  /// - Throws: `StoreError` when another process holds the file too long or SQLite fails.
  public func savedBookmarks(accountID: String) throws(StoreError) -> Cached<[BookmarkEntity]>? {
    guard exists else { return nil }
    let result = try database.perform {
      connection throws(SQLiteError) -> Cached<[BookmarkEntity]>? in
      guard
        let savedAt = try connection.query(
          "SELECT saved_at FROM saved_lists WHERE account_id = ?1", [.text(accountID)]
        ).first?.double(0)
      else { return nil }
      let rows = try connection.query(
        """
        SELECT session_id, created_at FROM saved_bookmarks WHERE account_id = ?1
        ORDER BY position, session_id
        """, [.text(accountID)])
      var bookmarks: [BookmarkEntity] = []
      for row in rows {
        bookmarks.append(BookmarkEntity(sessionID: try row.string(0), createdAt: try row.string(1)))
      }
      return Cached(value: bookmarks, savedAt: Date(timeIntervalSince1970: savedAt))
    }
    return result ?? nil
  }

  /// Whether the file exists (reads never create it).
  private var exists: Bool {
    FileManager.default.fileExists(atPath: database.path)
  }
}
