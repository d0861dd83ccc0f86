import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends each event as one JSON object per line to a file (JSON Lines), keeping the file
/// bounded.
///
/// Every line goes out in one `write` to a descriptor opened with `O_APPEND` while holding an
/// exclusive `flock` on the file, so sinks in several processes (or several sinks in one) can
/// share it without losing or splicing lines; the file is created with mode 0600. When an append
/// takes the file past `maximumSize` bytes, the oldest lines are dropped: the newest lines that
/// fit in half of it are written to a new file that replaces the old one (a writer that waited
/// for the lock then notices the replacement and appends to the new file). A write failure is
/// dropped, because analytics must never break the feature that emits it. Each call does small
/// blocking file I/O on the calling thread.
public final class JSONLinesAnalytics: AnalyticsTracking {
  /// The default bound on the file's size: 256 KiB, about 1,800 events.
  public static let defaultMaximumSize = 256 * 1_024

  private let fileURL: URL
  private let maximumSize: Int
  private let lock = Mutex(())

  /// Creates a sink that appends to `fileURL`, creating the file on first write.
  ///
  /// - Parameter maximumSize: The most bytes the file may hold before its oldest lines are
  ///   dropped; at least 1,024.
  public init(fileURL: URL, maximumSize: Int = JSONLinesAnalytics.defaultMaximumSize) {
    self.fileURL = fileURL
    self.maximumSize = max(maximumSize, 1_024)
  }

  /// Appends `event` as one line, then trims the file when it has grown past the bound.
  public func track(_ event: AnalyticsEvent) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    guard var line = try? encoder.encode(event) else { return }
    line.append(0x0A)
    let path = fileURL.path(percentEncoded: false)
    lock.withLock { _ in
      guard let descriptor = Self.openLocked(path) else { return }
      defer { close(descriptor) }
      guard Self.writeAll(line, to: descriptor) else { return }
      var info = stat()
      if fstat(descriptor, &info) == 0, Int(info.st_size) > maximumSize {
        Self.trim(path, keepingAtMost: maximumSize / 2)
      }
    }
  }

  /// Opens `path` for appending with an exclusive lock on the file that is at `path` now (not
  /// one a trim has just replaced), or returns `nil`. Closing the descriptor releases the lock.
  private static func openLocked(_ path: String) -> Int32? {
    for _ in 0..<8 {
      let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { return nil }
      var result: Int32
      repeat {
        result = flock(descriptor, LOCK_EX)
      } while result != 0 && errno == EINTR
      var opened = stat()
      var current = stat()
      if result == 0, fstat(descriptor, &opened) == 0, stat(path, &current) == 0,
        opened.st_ino == current.st_ino, opened.st_dev == current.st_dev
      {
        return descriptor
      }
      close(descriptor)
      guard result == 0 else { return nil }
    }
    return nil
  }

  /// Writes all of `data`, retrying interrupted and partial writes; `false` when it failed.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Replaces the file at `path` with its newest whole lines that fit in `limit` bytes. The
  /// caller holds the file's lock.
  private static func trim(_ path: String, keepingAtMost limit: Int) {
    guard let data = FileManager.default.contents(atPath: path) else { return }
    var kept = data.suffix(limit)
    if kept.count < data.count, let lineBreak = kept.firstIndex(of: 0x0A) {
      kept = kept[kept.index(after: lineBreak)...]
    }
    let temporary = path + ".trim-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let isWritten = writeAll(Data(kept), to: descriptor)
    close(descriptor)
    if !isWritten || rename(temporary, path) != 0 {
      unlink(temporary)
    }
  }
}
