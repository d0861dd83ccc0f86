import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A script a test puts on a child's `PATH` (a fake `notify-send`), written through a descriptor
/// opened close-on-exec.
///
/// Tests run in parallel and start processes all the time: a descriptor open for writing that a
/// child inherits keeps the file "busy", and executing it then fails with `ETXTBSY` for as long
/// as that child (a tmux server, say) lives. `Data.write(to:)` gives no such promise; this does.
enum ExecutableScript {
  /// Writes `text` to `url` as an executable file (mode 0755).
  static func write(_ text: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      }
      guard result > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      written += result
    }
    guard fchmod(descriptor, 0o755) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }
}
