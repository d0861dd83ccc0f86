import Foundation

/// Writes to the process's standard output or standard error.
///
/// Write failures (for example a closed pipe) are ignored: there is nowhere left to report them.
public struct StandardStreamWriter: TextWriter {
  /// Which standard stream to write to.
  public enum Stream: Sendable, Equatable {
    /// File descriptor 1.
    case standardOutput
    /// File descriptor 2.
    case standardError
  }

  /// The stream written to.
  public let stream: Stream

  /// Creates a writer for `stream`.
  public init(_ stream: Stream) {
    self.stream = stream
  }

  /// Writes `text` as UTF-8, unbuffered.
  public func write(_ text: String) {
    let handle: FileHandle =
      switch stream {
      case .standardOutput: .standardOutput
      case .standardError: .standardError
      }
    try? handle.write(contentsOf: Data(text.utf8))
  }
}
