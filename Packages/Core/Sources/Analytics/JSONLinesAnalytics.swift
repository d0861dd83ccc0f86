import Foundation
import Synchronization

/// Appends each event as one JSON object per line to a file (JSON Lines).
///
/// Writes are serialised by a lock; a write failure is dropped, because analytics must never
/// break the feature that emits it.
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
    lock.withLock { _ in
      if let handle = try? FileHandle(forWritingTo: fileURL) {
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: line)
      } else {
        _ = FileManager.default.createFile(
          atPath: fileURL.path, contents: line, attributes: [.posixPermissions: 0o600])
      }
    }
  }
}
