import Foundation
import SQLite

/// The logged-in person's bookmarked sessions. Adding and removing are idempotent: adding a
/// bookmark that exists keeps its first `created_at`, removing one that does not exist succeeds.
struct BookmarkStore {
  let connection: SQLiteConnection
  let now: Date

  /// `GET /v1/me/bookmarks`: `{"bookmarks": [{"session_id", "created_at"}]}`, oldest first.
  func bookmarks(of accountID: String) throws(APIFailure) -> JSONValue {
    let rows = try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT session_id, created_at FROM bookmarks WHERE account_id = ?1
        ORDER BY created_at, rowid
        """, [.text(accountID)])
    }
    var bookmarks: [JSONValue] = []
    for row in rows {
      guard let sessionID = try? row.string(0), let createdAt = try? row.string(1) else {
        throw .storageFailure()
      }
      bookmarks.append(
        .object([.init("session_id", .string(sessionID)), .init("created_at", .string(createdAt))]))
    }
    return .object([.init("bookmarks", .array(bookmarks))])
  }

  /// `PUT /v1/me/bookmarks/{id}`: 404 `session_not_found` for an unknown session.
  func add(_ sessionID: String, for accountID: String) throws(APIFailure) {
    let added = try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        let exists = try !connection.query(
          "SELECT 1 FROM sessions WHERE id = ?1", [.text(sessionID)]
        ).isEmpty
        guard exists else { return false }
        try connection.query(
          """
          INSERT INTO bookmarks (account_id, session_id, created_at) VALUES (?1, ?2, ?3)
          ON CONFLICT (account_id, session_id) DO NOTHING
          """,
          [.text(accountID), .text(sessionID), .text(ConferenceCalendar.timestamp(now))])
        return true
      }
    }
    guard added else { throw .sessionNotFound(sessionID) }
  }

  /// `DELETE /v1/me/bookmarks/{id}`.
  func remove(_ sessionID: String, for accountID: String) throws(APIFailure) {
    try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
      try connection.query(
        "DELETE FROM bookmarks WHERE account_id = ?1 AND session_id = ?2",
        [.text(accountID), .text(sessionID)])
    }
  }
}
