import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("conf-server: private storage")
struct ServerCommandStorageTests {
  private static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("conf-server-storage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// What must not change about a refused file: its bytes, mode and modification time.
  private struct Snapshot: Equatable {
    let contents: Data?
    let mode: Int?
    let modified: Date?

    init(_ path: String) {
      contents = FileManager.default.contents(atPath: path)
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      mode = attributes?[.posixPermissions] as? Int
      modified = attributes?[.modificationDate] as? Date
    }
  }

  /// Runs a server on `path` until it prints its address, then stops it.
  private static func runOnce(_ path: String) async throws {
    let server = try ServerProcess(arguments: ["--port", "0", "--data", path])
    _ = try await server.firstLine()
    server.send(SIGTERM)
    #expect(try await server.finish().status == 0)
  }

  /// The header of another program's SQLite database: a schema (cookie 5), no application id.
  private static let foreignHeader =
    Data("SQLite format 3\0".utf8) + Data(repeating: 0, count: 24) + Data([0, 0, 0, 5])
    + Data(repeating: 0, count: 56)

  @Test("--data with a new path creates the database with mode 0600")
  func newFileIsPrivate() async throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("new.sqlite").path
    try await Self.runOnce(path)
    #expect(try ServerCommandTests.mode(of: path) == 0o600)
    try await Self.runOnce(path)
  }

  @Test(
    "a planted file is refused untouched, with one Error line and exit 69",
    arguments: [
      (
        "text", 0o600,
        "it is not a conf-server database (no SQLite header with the backend's "
          + "application id). The file was left untouched; pass a new path, or the path of a "
          + "conf-server database."
      ),
      (
        "foreign", 0o600,
        "it is not a conf-server database (no SQLite header with the backend's "
          + "application id). The file was left untouched; pass a new path, or the path of a "
          + "conf-server database."
      ),
      (
        "ours", 0o666,
        "others can write to it (mode 0666). The file was left untouched; if it "
          + "is yours, run: chmod 600 PATH"
      ),
      (
        "ours", 0o620,
        "others can write to it (mode 0620). The file was left untouched; if it "
          + "is yours, run: chmod 600 PATH"
      ),
    ])
  func plantedFile(kind: String, mode: Int, reason: String) async throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("planted.sqlite").path
    switch kind {
    case "text":
      try Data("INSERT INTO access_tokens ...\n".utf8).write(to: URL(fileURLWithPath: path))
    case "foreign": try Self.foreignHeader.write(to: URL(fileURLWithPath: path))
    default: try await Self.runOnce(path)
    }
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    let before = Snapshot(path)
    let listing = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let outcome = try await ServerProcess.run(["--port", "0", "--data", path])
    #expect(
      outcome
        == ProcessOutcome(
          status: 69, stdout: "",
          stderr: "Error: Refusing the database at \(path): "
            + reason.replacingOccurrences(of: "PATH", with: path) + "\n"))
    #expect(Snapshot(path) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == listing)
  }

  @Test("a symbolic link is refused, even to a database of ours, and neither file is touched")
  func symbolicLink() async throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real.sqlite").path
    try await Self.runOnce(target)
    let link = folder.appendingPathComponent("link.sqlite").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let before = Snapshot(target)
    let outcome = try await ServerProcess.run(["--port", "0", "--data", link])
    #expect(
      outcome
        == ProcessOutcome(
          status: 69, stdout: "",
          stderr: "Error: Refusing the database at \(link): it is a symbolic link. The file "
            + "was left untouched; pass the path of a real file, or a new path.\n"))
    #expect(Snapshot(target) == before)
  }

  @Test("a -wal file others can write, planted beside a new database, is refused")
  func plantedWriteAheadLog() async throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("conf.sqlite").path
    try Data("forged".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
    try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path + "-wal")
    let outcome = try await ServerProcess.run(["--port", "0", "--data", path])
    #expect(outcome.status == 69)
    #expect(
      outcome.stderr
        == "Error: Refusing \(path)-wal beside the database: others can write to it (mode "
        + "0666). The file was left untouched; if it is yours, run: chmod 600 \(path)-wal\n")
    #expect(FileManager.default.contents(atPath: path + "-wal") == Data("forged".utf8))
  }

  @Test("without --data the private folder is removed on exit, also after SIGINT")
  func temporaryFolderRemoved() async throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ServerProcess(
      arguments: ["--port", "0"], temporaryDirectory: folder.path)
    _ = try await server.firstLine()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    server.send(SIGINT)
    #expect(try await server.finish().status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }
}
