import HTTPTypes
import SQLite
import Testing

@testable import ConferenceBackend

@Suite("APIFailure: storage failures")
struct APIFailureTests {
  @Test(
    "a busy database is 503, a full disk 507 insufficient_storage, anything else 500",
    arguments: [
      (SQLiteError.Kind.busy, 503, "database_busy"),
      (.full, 507, "insufficient_storage"),
      (.corrupt, 500, "internal_error"),
      (.other, 500, "internal_error"),
    ])
  func storageErrorsBecomeAnswers(kind: SQLiteError.Kind, status: Int, code: String) {
    do {
      try APIFailure.catchingStorageErrors { () throws(SQLiteError) in
        throw SQLiteError(kind: kind, code: 13, message: "database or disk is full")
      }
      Issue.record("a storage failure was not turned into an answer")
    } catch {
      #expect(error.status.rawValue == status)
      #expect(error.code == code)
    }
  }
}
