import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends each event as one JSON object per line to a file (JSON Lines).
///
/// Every line goes out in one `write` to a descriptor opened with `O_APPEND`, so sinks in
/// several processes (or several sinks in one) can share the file without losing or splicing
/// lines; the file is created with mode 0600. Writes within one sink are serialised by a lock. A
/// write failure is dropped, because analytics must never break the feature that emits it. Each
/// call does small blocking file I/O on the calling thread.
public final class JSONLinesAnalytics: AnalyticsTracking {
  private let fileURL: URL
  private let lock = Mutex(())

  /// Creates a sink that appends to `fileURL`, creating the file on first write.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// Appends `event` as one line.
  public func track(_ event: AnalyticsEvent) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    guard var line = try? encoder.encode(event) else { return }
    line.append(0x0A)
    let path = fileURL.path(percentEncoded: false)
    lock.withLock { _ in
      let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { return }
      defer { close(descriptor) }
      line.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
          let written = write(descriptor, base + offset, bytes.count - offset)
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { return }
          offset += written
        }
      }
    }
  }
}
