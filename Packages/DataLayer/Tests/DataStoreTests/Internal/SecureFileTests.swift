import Foundation
import Glibc
import Testing

@testable import DataStore

struct SecureFileTests {
  private static let old = Data(#"{"version":1,"access_token":"old"}"#.utf8)
  private static let new = Data(#"{"version":1,"access_token":"new"}"#.utf8)

  @Test func theDataIsSyncedBeforeTheRenameAndTheFolderAfterIt() async throws {
    try await withTemporaryDirectory { folder in
      let recorder = SystemCallRecorder(folder: folder)
      let file = SecureFile(
        path: folder.appending(path: "credentials").path, system: recorder.recording())

      try file.write(Self.old)
      let first = recorder.calls
      recorder.reset()
      try file.write(Self.new)

      // Without a reserve, a new temporary file; then a new reserve is allocated.
      #expect(
        first == [
          "write tmp1", "fsync tmp1", "rename tmp1 credentials", "fsync folder",
          "rename tmp2 credentials.reserve",
        ])
      // With one, the reserve is taken first (renamed, so no other writer takes it too).
      #expect(
        recorder.calls == [
          "rename credentials.reserve tmp3", "write tmp3", "fsync tmp3", "rename tmp3 credentials",
          "fsync folder", "rename tmp4 credentials.reserve",
        ])
    }
  }

  @Test func aWriteReplacesTheFileAndNeverOverwritesItInPlace() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appending(path: "credentials").path
      let file = SecureFile(path: path)
      try file.write(Self.old)
      let descriptor = open(path, O_RDONLY)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      var before = stat()
      fstat(descriptor, &before)

      try file.write(Self.new)

      // A reader holding the old file still sees all of it, and the path names a new file.
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = pread(descriptor, &buffer, buffer.count, 0)
      var after = stat()
      stat(path, &after)
      #expect(Data(buffer[0..<max(count, 0)]) == Self.old)
      #expect(after.st_ino != before.st_ino)
      #expect(try file.read() == Self.new)
    }
  }
}
