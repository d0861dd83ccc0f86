import ConferenceBackend
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `conf-server` keeps its database, made private before SQLite opens it.
///
/// Without `--data`: a new folder from `mkdtemp` (mode 0700) in the temporary folder, holding
/// `conf.sqlite` created 0600 (SQLite gives its `-wal` and `-shm` files the same mode), removed
/// with everything in it by `removeTemporaryFolder()`. With `--data FILE`: a missing file is
/// created 0600 (never through a link); an existing one, or a `-wal`, `-shm` or `-journal` file
/// beside it, is checked and refused, untouched, unless it is a regular file of this user that
/// no one else can write and, for the database, a SQLite file of the backend (or empty).
struct DatabaseStorage {
  /// Why the storage was refused; `description` follows `Error: ` on stderr.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// The path to hand to the backend.
  let databasePath: String
  /// The private folder to remove on exit, when the database is temporary.
  let temporaryFolder: String?

  /// Prepares the storage for `path` (`nil` for a temporary database, `":memory:"` for none).
  static func prepare(path: String?) throws(Refusal) -> DatabaseStorage {
    guard let path else { return try makeTemporary() }
    if path == ":memory:" {
      return DatabaseStorage(databasePath: path, temporaryFolder: nil)
    }
    if try !createPrivateFile(at: path) {
      try checkDatabase(at: path)
    }
    for suffix in ["-wal", "-shm", "-journal"] {
      try checkCompanion(at: path + suffix, of: path)
    }
    return DatabaseStorage(databasePath: path, temporaryFolder: nil)
  }

  /// Removes the temporary folder and everything in it; does nothing for a `--data` file.
  func removeTemporaryFolder() {
    guard let temporaryFolder else { return }
    try? FileManager.default.removeItem(atPath: temporaryFolder)
  }

  private static func makeTemporary() throws(Refusal) -> DatabaseStorage {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array((base + "/conf-server-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
    }
    guard made else {
      throw Refusal(
        description: "Cannot make a private temporary folder in \(base): "
          + "\(String(cString: strerror(errno))). Set TMPDIR to a writable folder, or pass "
          + "--data <path>.")
    }
    let folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let path = folder + "/conf.sqlite"
    do {
      _ = try createPrivateFile(at: path)
    } catch {
      try? FileManager.default.removeItem(atPath: folder)
      throw error
    }
    return DatabaseStorage(databasePath: path, temporaryFolder: folder)
  }

  /// Creates an empty file with mode 0600, never following a link; `false` when something is
  /// already there.
  private static func createPrivateFile(at path: String) throws(Refusal) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      if errno == EEXIST { return false }
      throw Refusal(
        description: "Cannot create the database at \(path): "
          + "\(String(cString: strerror(errno))). Check that its folder exists and is "
          + "writable.")
    }
    _ = fchmod(descriptor, 0o600)
    close(descriptor)
    return true
  }

  /// Refuses an existing database file that is not private or not the backend's.
  private static func checkDatabase(at path: String) throws(Refusal) {
    let status = try checkPrivate(at: path, naming: "the database at \(path)", for: path)
    guard status.st_size > 0 else { return }
    guard isBackendDatabase(at: path) else {
      throw Refusal(
        description: "Refusing the database at \(path): it is not a conf-server database "
          + "(no SQLite header with the backend's application id). The file was left "
          + "untouched; pass a new path, or the path of a conf-server database.")
    }
  }

  /// Refuses a `-wal`, `-shm` or `-journal` file that is not private; nothing there is fine.
  private static func checkCompanion(at companion: String, of path: String) throws(Refusal) {
    var status = stat()
    guard lstat(companion, &status) == 0 else { return }
    _ = try checkPrivate(at: companion, naming: "\(companion) beside the database", for: path)
  }

  /// The `lstat` of `file` when it is a regular file of this user that no one else can write.
  private static func checkPrivate(at file: String, naming name: String, for path: String)
    throws(Refusal) -> stat
  {
    var status = stat()
    guard lstat(file, &status) == 0 else {
      throw Refusal(
        description: "Cannot read \(name): \(String(cString: strerror(errno))).")
    }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFLNK {
      throw Refusal(
        description: "Refusing \(name): it is a symbolic link. The file was left untouched; "
          + "pass the path of a real file, or a new path.")
    }
    guard kind == S_IFREG else {
      throw Refusal(
        description: "Refusing \(name): it is not a regular file. Pass the path of a file.")
    }
    guard status.st_uid == geteuid() else {
      throw Refusal(
        description: "Refusing \(name): it belongs to another user (uid \(status.st_uid)). "
          + "The file was left untouched; pass a path of your own.")
    }
    let mode = status.st_mode & 0o777
    guard mode & 0o022 == 0 else {
      throw Refusal(
        description: "Refusing \(name): others can write to it (mode 0"
          + "\(String(mode, radix: 8))). The file was left untouched; if it is yours, run: "
          + "chmod 600 \(file)")
    }
    return status
  }

  /// `true` when the file is a SQLite database with the backend's application id, an older
  /// backend file (application id 0, schema version 1 or 2), or an empty database no schema
  /// was ever written to (another process is creating it right now).
  ///
  /// In WAL mode the newest page 1, which holds these fields, may sit in the `-wal` file until
  /// a checkpoint; then the last committed copy there counts.
  private static func isBackendDatabase(at path: String) -> Bool {
    guard let header = readBytes(at: path, offset: 0, count: 100),
      header.prefix(16) == ArraySlice(Array("SQLite format 3\0".utf8))
    else { return false }
    let page = lastCommittedFirstPage(inLog: path + "-wal") ?? header
    let applicationID = Int32(bitPattern: integer(in: page, at: 68))
    let userVersion = integer(in: page, at: 60)
    let schemaCookie = integer(in: page, at: 40)
    return applicationID == ConferenceBackend.databaseApplicationID
      || (applicationID == 0 && (1...2).contains(userVersion))
      || (applicationID == 0 && userVersion == 0 && schemaCookie == 0)
  }

  /// The first 100 bytes of the last committed copy of page 1 in a WAL file, or `nil` when the
  /// file is missing, not a WAL, or holds no committed page 1 of its current generation.
  private static func lastCommittedFirstPage(inLog path: String) -> [UInt8]? {
    guard let header = readBytes(at: path, offset: 0, count: 32),
      [0x377F_0682, 0x377F_0683].contains(integer(in: header, at: 0))
    else { return nil }
    let pageSize = Int(integer(in: header, at: 8))
    guard pageSize >= 512, pageSize <= 65_536 else { return nil }
    let salts = Array(header[16..<24])
    var pending: [UInt8]?
    var committed: [UInt8]?
    var offset = 32
    while let frame = readBytes(at: path, offset: offset, count: 24) {
      guard Array(frame[8..<16]) == salts else { break }
      if integer(in: frame, at: 0) == 1 {
        pending = readBytes(at: path, offset: offset + 24, count: 100)
      }
      if integer(in: frame, at: 4) != 0, let page = pending {
        committed = page
      }
      offset += 24 + pageSize
    }
    return committed
  }

  private static func readBytes(at path: String, offset: Int, count: Int) -> [UInt8]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
      let data = try? handle.read(upToCount: count), data.count == count
    else { return nil }
    return [UInt8](data)
  }

  private static func integer(in bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
