import ConferenceBackend
import Foundation
import Testing

@Suite("BackendError")
struct BackendErrorTests {
  @Test("a file that is not a database cannot be opened")
  func notADatabase() throws {
    let path = TestBackend.makeTemporaryPath()
    defer { TestBackend.removeDatabase(at: path) }
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: BackendError.cannotOpenDatabase(path: path, reason: "file is not a database")
    ) {
      try TestBackend.make(path: path)
    }
  }

  @Test("a path in a missing folder cannot be opened")
  func missingFolder() {
    let path = "/nonexistent-\(UUID().uuidString)/backend.sqlite"
    #expect(
      throws: BackendError.cannotOpenDatabase(path: path, reason: "unable to open database file")
    ) {
      try TestBackend.make(path: path)
    }
  }

  @Test("descriptions say what happened and what to do")
  func descriptions() {
    let descriptions = [
      BackendError.cannotOpenDatabase(path: "/tmp/x.sqlite", reason: "disk I/O error"),
      .unsupportedSchemaVersion(path: "/tmp/x.sqlite", version: 9),
      .cannotPrepareDatabase(path: "/tmp/x.sqlite", reason: "database is locked"),
    ].map(\.description)
    #expect(
      descriptions == [
        "Cannot open the backend database at /tmp/x.sqlite: disk I/O error. Check that its "
          + "folder exists and is writable, or delete the file to start afresh.",
        "The backend database at /tmp/x.sqlite has schema version 9, newer than this backend "
          + "understands. Use a newer build, or delete the file to start afresh.",
        "Cannot prepare the backend database at /tmp/x.sqlite: database is locked. Delete the "
          + "file to start afresh.",
      ])
  }
}
