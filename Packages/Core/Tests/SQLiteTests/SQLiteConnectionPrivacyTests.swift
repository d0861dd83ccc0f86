import Foundation
import SQLite
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A database file is private whatever the umask, and a link in its place is never followed.
@Suite("SQLiteConnection: private files, no links")
struct SQLiteConnectionPrivacyTests {
  /// A folder of its own for each test, removed afterwards.
  private func withFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sqlite-privacy-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  private func mode(_ path: String) throws -> mode_t {
    var status = stat()
    try #require(lstat(path, &status) == 0, "no file at \(path)")
    return status.st_mode & 0o777
  }

  @Test("a new database and its -wal and -shm files are 0600")
  // The umask is left as it is (022 here): it belongs to the process, which parallel tests share.
  func newFilesArePrivate() throws {
    try withFolder { folder in
      let path = folder + "/new.sqlite"
      let database = try SQLiteConnection(path: path)
      try database.execute("CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1)")
      #expect(try [path, path + "-wal", path + "-shm"].map(mode) == [0o600, 0o600, 0o600])
    }
  }

  @Test("an existing database others could read is made 0600 when opened")
  func anOpenFileIsMadePrivate() throws {
    try withFolder { folder in
      let path = folder + "/old.sqlite"
      try SQLiteConnection(path: path).execute("CREATE TABLE t (v INTEGER)")
      chmod(path, 0o644)
      _ = try SQLiteConnection(path: path)
      #expect(try mode(path) == 0o600)
    }
  }

  @Test(
    "a link in place of the database is refused and its target untouched",
    arguments: [true, false])
  func aLinkIsRefused(targetExists: Bool) throws {
    try withFolder { folder in
      let target = folder + "/elsewhere"
      if targetExists {
        try Data("not yours".utf8).write(to: URL(fileURLWithPath: target))
      }
      let path = folder + "/cache.sqlite"
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

      let error = #expect(throws: SQLiteError.self) { try SQLiteConnection(path: path) }

      #expect(error?.kind == .cannotOpen)
      #expect(
        error?.message
          == "\(path) is a symbolic link, which is not followed; remove it (rm \(path)) and a "
          + "new file is made")
      #expect(FileManager.default.fileExists(atPath: target) == targetExists)
      if targetExists {
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "not yours")
      }
    }
  }
}
