#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C calls under names that do not clash with members (`read`, `write`, `open` ...)
/// elsewhere; each returns what the C function returns.
enum POSIX {
  /// `strerror(code)`, for example "Permission denied".
  static func message(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// `open(2)`.
  static func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
  }

  /// `close(2)`.
  static func closeFile(_ descriptor: Int32) -> Int32 {
    close(descriptor)
  }

  /// `read(2)`.
  static func readBytes(
    _ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int
  ) -> Int {
    read(descriptor, buffer, count)
  }

  /// `write(2)`.
  static func writeBytes(
    _ descriptor: Int32, from buffer: UnsafeRawPointer?, count: Int
  ) -> Int {
    write(descriptor, buffer, count)
  }

  /// `fsync(2)`.
  static func synchronize(_ descriptor: Int32) -> Int32 {
    fsync(descriptor)
  }

  /// `ftruncate(2)`.
  static func truncate(_ descriptor: Int32, _ length: Int) -> Int32 {
    ftruncate(descriptor, off_t(length))
  }

  /// `posix_fallocate(3)` of the first `length` bytes: 0, or the error code (it does not set
  /// `errno`). `EOPNOTSUPP` where the system has no such call.
  static func allocate(_ descriptor: Int32, _ length: Int) -> Int32 {
    #if canImport(Darwin)
      EOPNOTSUPP
    #else
      posix_fallocate(descriptor, 0, off_t(length))
    #endif
  }

  /// `fchmod(2)`.
  static func changeMode(_ descriptor: Int32, _ mode: mode_t) -> Int32 {
    fchmod(descriptor, mode)
  }

  /// `fstat(2)`.
  static func status(_ descriptor: Int32, _ info: inout stat) -> Int32 {
    fstat(descriptor, &info)
  }

  /// `stat(2)`.
  static func statusOfPath(_ path: String, _ info: inout stat) -> Int32 {
    stat(path, &info)
  }

  /// `lstat(2)`.
  static func statusOfLink(_ path: String, _ info: inout stat) -> Int32 {
    lstat(path, &info)
  }

  /// `rename(2)`.
  static func renameFile(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
  }

  /// `unlink(2)`.
  static func unlinkFile(_ path: String) -> Int32 {
    unlink(path)
  }

  /// `mkdir(2)`.
  static func makeFolder(_ path: String, _ mode: mode_t) -> Int32 {
    mkdir(path, mode)
  }

  /// `geteuid(2)`.
  static func userID() -> uid_t {
    geteuid()
  }

  /// The modification time in `info`, in seconds since 1970.
  static func modificationTime(_ info: stat) -> Int {
    #if canImport(Darwin)
      Int(info.st_mtimespec.tv_sec)
    #else
      Int(info.st_mtim.tv_sec)
    #endif
  }
}
