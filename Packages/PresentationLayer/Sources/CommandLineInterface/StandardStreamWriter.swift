import Foundation
import Synchronization
import ViewModel

#if canImport(Glibc)
  import Glibc
#endif

/// Writes to the process's standard output or standard error, unbuffered, and remembers the
/// first write that failed.
///
/// After a failure nothing more is written to the stream; `writeFailure` says what happened, so
/// the command line can end quietly on a closed pipe and exit 74 on any other failure.
public final class StandardStreamWriter: TextWriter {
  /// Which standard stream to write to.
  public enum Stream: Sendable, Equatable {
    /// File descriptor 1.
    case standardOutput
    /// File descriptor 2.
    case standardError
  }

  /// The stream written to.
  public let stream: Stream
  private let failure = Mutex<TextWriteFailure?>(nil)

  /// Creates a writer for `stream`.
  public init(_ stream: Stream) {
    self.stream = stream
  }

  /// The first failure of a write to this stream, if any.
  public var writeFailure: TextWriteFailure? {
    failure.withLock { $0 }
  }

  /// Writes `text` as UTF-8, unbuffered, retrying interrupted and partial writes.
  public func write(_ text: String) {
    failure.withLock { failure in
      guard failure == nil else { return }
      failure = Self.writeAll(Array(text.utf8), to: stream == .standardOutput ? 1 : 2)
    }
  }

  /// Writes `Warning: ` and `warning`, made safe for a terminal (`sanitizedForTerminal()`),
  /// and a line break: for the warnings that arise while the app is set up, before a command
  /// has a console.
  public func writeWarning(_ warning: String) {
    write("Warning: \(warning.sanitizedForTerminal())\n")
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> TextWriteFailure? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written >= 0 {
        offset += written
      } else if errno == EINTR || errno == EAGAIN {
        continue
      } else if errno == EPIPE {
        return .closed
      } else {
        return .failed(reason: String(cString: strerror(errno)))
      }
    }
    return nil
  }
}
