import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls behind ``SecureFile``, as a struct of closures: `FileSystem()` makes the
/// real calls, and a test replaces one to record the order of the calls, fail one of them (a
/// full disk), or pretend that a file belongs to someone else.
///
/// Each closure makes one call and throws its `errno` as a ``SystemCallError``.
struct FileSystem: Sendable {
  /// `open(2)`: a descriptor.
  var open:
    @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) throws(SystemCallError)
      -> Int32
  /// `close(2)`.
  var close: @Sendable (_ descriptor: Int32) throws(SystemCallError) -> Void
  /// `read(2)` into `buffer`: the number of bytes read, 0 at the end.
  var read:
    @Sendable (_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer)
      throws(SystemCallError) -> Int
  /// `write(2)` from `buffer`: the number of bytes written.
  var write:
    @Sendable (_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer)
      throws(SystemCallError) -> Int
  /// `fsync(2)`: the file's data and metadata (or the folder's entries) reach the disk.
  var synchronize: @Sendable (_ descriptor: Int32) throws(SystemCallError) -> Void
  /// `ftruncate(2)`.
  var truncate: @Sendable (_ descriptor: Int32, _ length: Int) throws(SystemCallError) -> Void
  /// `posix_fallocate(3)` from offset 0: disk blocks for the first `length` bytes, so writing
  /// them cannot fail for lack of space. Throws `EOPNOTSUPP` where the system cannot do it.
  var allocate: @Sendable (_ descriptor: Int32, _ length: Int) throws(SystemCallError) -> Void
  /// `fchmod(2)`.
  var changeMode: @Sendable (_ descriptor: Int32, _ mode: mode_t) throws(SystemCallError) -> Void
  /// `fstat(2)`.
  var status: @Sendable (_ descriptor: Int32) throws(SystemCallError) -> stat
  /// `stat(2)`, which follows links.
  var statusOfPath: @Sendable (_ path: String) throws(SystemCallError) -> stat
  /// `lstat(2)`, which does not follow links.
  var statusOfLink: @Sendable (_ path: String) throws(SystemCallError) -> stat
  /// `rename(2)`: atomically replaces `destination`.
  var rename: @Sendable (_ source: String, _ destination: String) throws(SystemCallError) -> Void
  /// `unlink(2)`.
  var unlink: @Sendable (_ path: String) throws(SystemCallError) -> Void
  /// `mkdir(2)`.
  var makeFolder: @Sendable (_ path: String, _ mode: mode_t) throws(SystemCallError) -> Void
  /// The names in a folder, or `nil` when it cannot be listed.
  var contentsOfFolder: @Sendable (_ path: String) -> [String]?
  /// `geteuid(2)`: the user whose files are trusted.
  var userID: @Sendable () -> uid_t

  /// The real system calls.
  init() {
    open = { path, flags, mode throws(SystemCallError) in
      try SystemCallError.check(POSIX.openFile(path, flags, mode))
    }
    close = { descriptor throws(SystemCallError) in
      _ = try SystemCallError.check(POSIX.closeFile(descriptor))
    }
    read = { descriptor, buffer throws(SystemCallError) in
      try SystemCallError.check(
        POSIX.readBytes(descriptor, into: buffer.baseAddress, count: buffer.count))
    }
    write = { descriptor, buffer throws(SystemCallError) in
      try SystemCallError.check(
        POSIX.writeBytes(descriptor, from: buffer.baseAddress, count: buffer.count))
    }
    synchronize = { descriptor throws(SystemCallError) in
      _ = try SystemCallError.check(POSIX.synchronize(descriptor))
    }
    truncate = { descriptor, length throws(SystemCallError) in
      _ = try SystemCallError.check(POSIX.truncate(descriptor, length))
    }
    allocate = { descriptor, length throws(SystemCallError) in
      let code = POSIX.allocate(descriptor, length)
      guard code == 0 else { throw SystemCallError(code: code) }
    }
    changeMode = { descriptor, mode throws(SystemCallError) in
      _ = try SystemCallError.check(POSIX.changeMode(descriptor, mode))
    }
    status = { descriptor throws(SystemCallError) in
      var info = stat()
      _ = try SystemCallError.check(POSIX.status(descriptor, &info))
      return info
    }
    statusOfPath = { path throws(SystemCallError) in
      var info = stat()
      _ = try SystemCallError.check(POSIX.statusOfPath(path, &info))
      return info
    }
    statusOfLink = { path throws(SystemCallError) in
      var info = stat()
      _ = try SystemCallError.check(POSIX.statusOfLink(path, &info))
      return info
    }
    rename = { source, destination throws(SystemCallError) in
      _ = try SystemCallError.check(POSIX.renameFile(source, destination))
    }
    unlink = { path throws(SystemCallError) in
      _ = try SystemCallError.check(POSIX.unlinkFile(path))
    }
    makeFolder = { path, mode throws(SystemCallError) in
      _ = try SystemCallError.check(POSIX.makeFolder(path, mode))
    }
    contentsOfFolder = { path in try? FileManager().contentsOfDirectory(atPath: path) }
    userID = { POSIX.userID() }
  }
}

/// A failed system call: its `errno`.
struct SystemCallError: Error, Equatable {
  /// The `errno` value, for example `ENOSPC`.
  let code: Int32

  /// `strerror(code)`, for example "No space left on device".
  var message: String { POSIX.message(code) }

  /// Whether the call failed for lack of space: the disk is full, or the user's quota is.
  var isDiskFull: Bool { code == ENOSPC || code == EDQUOT }

  /// `result`, or the current `errno` thrown when `result` is negative.
  static func check<Result: BinaryInteger>(_ result: Result) throws(SystemCallError) -> Result {
    guard result < 0 else { return result }
    throw SystemCallError(code: errno)
  }
}
