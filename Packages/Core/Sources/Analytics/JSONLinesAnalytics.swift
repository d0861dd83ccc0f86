import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends each event as one JSON object per line to a file (JSON Lines) that is also the
/// outbox of events waiting to be uploaded, keeping the file bounded.
///
/// Each line starts with two fields at fixed positions, then the event with sorted keys:
///
///     {"sent":false,"id":"<UUID>","layer":"ui","name":"…","properties":{…},"timestamp":"…"}
///
/// The identifier is chosen when the event is recorded, so the backend can recognise an event
/// sent twice. Marking an event sent overwrites `false` with `true ` (the same five bytes, still
/// valid JSON) in place, so no line moves and no file is rewritten for it. Lines of any other
/// shape (written by an older `conf`, or damaged) are never uploaded.
///
/// Every change happens while holding an exclusive `flock` on the file: a line goes out in one
/// `write` to a descriptor opened with `O_APPEND`, so sinks in several processes (or several in
/// one) share the file without losing or splicing lines; the file is created with mode 0600.
/// When an append takes the file past `maximumSize` bytes, lines are dropped until it fits in
/// half of it: sent (and unreadable) lines first, oldest first, then the oldest unsent ones;
/// the kept lines are written to a new file that replaces the old one (a writer that waited for
/// the lock notices the replacement and uses the new file). A write failure while recording is
/// dropped, because analytics must never break the feature that emits it. Each call does small
/// blocking file I/O on the calling thread.
///
/// The upload lease is a separate file beside it (`<name>.upload-lock`) locked with a
/// non-blocking `flock`, held for a whole read–send–mark cycle; the events file's own lock is
/// never held while sending, so recording never waits for the network.
public final class JSONLinesAnalytics: AnalyticsTracking, AnalyticsOutbox {
  /// The default bound on the file's size: 1 MiB, about 5,500 events; after a trim about
  /// 2,700 unsent events survive even when none was ever sent.
  public static let defaultMaximumSize = 1_024 * 1_024

  private let fileURL: URL
  private let maximumSize: Int
  private let makeID: @Sendable () -> UUID
  private let lock = Mutex(())

  /// Creates a sink that appends to `fileURL`, creating the file on first write.
  ///
  /// - Parameters:
  ///   - fileURL: The JSON Lines file, which is both the log and the outbox.
  ///   - maximumSize: The most bytes the file may hold before lines are dropped; at least 1,024.
  ///   - makeID: Chooses each recorded event's identifier; a random UUID by default.
  public init(
    fileURL: URL, maximumSize: Int = JSONLinesAnalytics.defaultMaximumSize,
    makeID: @escaping @Sendable () -> UUID = { UUID() }
  ) {
    self.fileURL = fileURL
    self.maximumSize = max(maximumSize, 1_024)
    self.makeID = makeID
  }

  /// Appends `event` as one unsent line, then trims the file when it has grown past the bound.
  public func track(_ event: AnalyticsEvent) {
    guard let line = StoredLine.encode(event, id: makeID()) else { return }
    let path = fileURL.path(percentEncoded: false)
    lock.withLock { _ in
      guard case .opened(let descriptor) = Self.openLocked(path, O_RDWR | O_APPEND | O_CREAT)
      else { return }
      defer { close(descriptor) }
      // After a torn last line (a write cut short), a line break first: the torn line stays a
      // line of its own, and this one is whole.
      let needsBreak = !Self.endsWithLineBreak(descriptor)
      guard Self.writeAll(needsBreak ? [UInt8(ascii: "\n")] + line : line, to: descriptor)
      else { return }
      var info = stat()
      if fstat(descriptor, &info) == 0, Int(info.st_size) > maximumSize {
        Self.trim(path, from: descriptor, keepingAtMost: maximumSize / 2)
      }
    }
  }

  /// The oldest unsent events, at most `limit`, oldest first; none when the file does not exist.
  ///
  /// A pending line whose event does not decode (damaged by hand or on disk) can never be sent:
  /// it is marked sent as it is found, so it neither waits forever nor holds a place in a
  /// batch.
  ///
  /// - Throws: `AnalyticsStoreError` when the file exists but cannot be read.
  public func pendingEvents(limit: Int) throws(AnalyticsStoreError) -> [StoredAnalyticsEvent] {
    guard limit > 0 else { return [] }
    let path = fileURL.path(percentEncoded: false)
    return try lock.withLock { _ throws(AnalyticsStoreError) -> [StoredAnalyticsEvent] in
      let descriptor: Int32
      switch Self.openLocked(path, O_RDWR) {
      case .opened(let opened): descriptor = opened
      case .missing: return []
      case .failed(let reason): throw .unusable(path: path, reason: reason)
      }
      defer { close(descriptor) }
      let bytes = try Self.readAll(from: descriptor, path: path)
      let decoder = StoredLine.makeDecoder()
      var pending: [StoredAnalyticsEvent] = []
      for line in StoredLine.lines(in: bytes) where line.state == .pending {
        guard let id = line.id else { continue }
        guard let event = StoredLine.decode(bytes[line.range], with: decoder) else {
          try Self.markSent(line, in: descriptor, path: path)
          continue
        }
        pending.append(StoredAnalyticsEvent(id: id, event: event))
        if pending.count == limit { break }
      }
      return pending
    }
  }

  /// Marks the unsent lines with these identifiers as sent, in place.
  ///
  /// - Throws: `AnalyticsStoreError` when the file cannot be read or written.
  public func markSent(_ ids: Set<UUID>) throws(AnalyticsStoreError) {
    guard !ids.isEmpty else { return }
    let path = fileURL.path(percentEncoded: false)
    try lock.withLock { _ throws(AnalyticsStoreError) in
      let descriptor: Int32
      switch Self.openLocked(path, O_RDWR) {
      case .opened(let opened): descriptor = opened
      case .missing: return
      case .failed(let reason): throw .unusable(path: path, reason: reason)
      }
      defer { close(descriptor) }
      let bytes = try Self.readAll(from: descriptor, path: path)
      for line in StoredLine.lines(in: bytes) where line.state == .pending {
        guard let id = line.id, ids.contains(id) else { continue }
        try Self.markSent(line, in: descriptor, path: path)
      }
    }
  }

  /// Runs `body` holding an exclusive, non-blocking `flock` on `<file>.upload-lock`, or returns
  /// `nil` without running it when another uploader holds it (or the lock file cannot be
  /// opened). The lock ends with the process, so a killed uploader never blocks the next one.
  ///
  /// - Throws: What `body` throws.
  public func withUploadLease<Value, Failure: Error>(
    _ body: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value? {
    let path = fileURL.path(percentEncoded: false) + ".upload-lock"
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var result: Int32
    repeat {
      result = flock(descriptor, LOCK_EX | LOCK_NB)
    } while result != 0 && errno == EINTR
    guard result == 0 else { return nil }
    return try await body()
  }

  /// Overwrites `line`'s `false` with `true ` in place.
  private static func markSent(
    _ line: StoredLine.Line, in descriptor: Int32, path: String
  ) throws(AnalyticsStoreError) {
    let written = StoredLine.sentMarker.withUnsafeBytes { marker in
      pwrite(
        descriptor, marker.baseAddress, marker.count,
        off_t(line.range.lowerBound + StoredLine.markerOffset))
    }
    guard written == StoredLine.sentMarker.count else {
      throw .unusable(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// Whether the file behind `descriptor` is empty or ends with a line break.
  private static func endsWithLineBreak(_ descriptor: Int32) -> Bool {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_size > 0 else { return true }
    var last: UInt8 = 0
    return pread(descriptor, &last, 1, info.st_size - 1) != 1 || last == UInt8(ascii: "\n")
  }

  /// What opening a file under its lock gave.
  private enum Opened {
    case opened(Int32)
    case missing
    case failed(String)
  }

  /// Opens `path` with `flags` and an exclusive lock on the file that is at `path` now (not one
  /// a trim has just replaced). Closing the descriptor releases the lock.
  private static func openLocked(_ path: String, _ flags: Int32) -> Opened {
    for _ in 0..<8 {
      // Never through a link: a link in place of the file would have events appended to
      // whatever it points at (or, dangling, create it).
      let descriptor = open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        if errno == ELOOP {
          return .failed("it is a symbolic link, which is not followed (remove it: rm \(path))")
        }
        return errno == ENOENT ? .missing : .failed(String(cString: strerror(errno)))
      }
      var opened = stat()
      if fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) != S_IFREG {
        close(descriptor)
        return .failed("it is not a regular file (remove it: rm \(path))")
      }
      var result: Int32
      repeat {
        result = flock(descriptor, LOCK_EX)
      } while result != 0 && errno == EINTR
      var current = stat()
      if result == 0, fstat(descriptor, &opened) == 0, stat(path, &current) == 0,
        opened.st_ino == current.st_ino, opened.st_dev == current.st_dev
      {
        return .opened(descriptor)
      }
      let reason = String(cString: strerror(errno))
      close(descriptor)
      guard result == 0 else { return .failed(reason) }
    }
    return .failed("the file kept being replaced")
  }

  /// Reads the whole file behind `descriptor` from its start.
  private static func readAll(
    from descriptor: Int32, path: String
  ) throws(AnalyticsStoreError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1_024)
    var offset: off_t = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress, buffer.count, offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        throw .unusable(path: path, reason: String(cString: strerror(errno)))
      }
      guard count > 0 else { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      offset += off_t(count)
    }
  }

  /// Writes all of `bytes`, retrying interrupted and partial writes; `false` when it failed.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Replaces the file at `path` (open and locked as `descriptor`) with the lines that fit in
  /// `limit` bytes, dropping sent and unreadable lines before unsent ones, oldest first.
  private static func trim(_ path: String, from descriptor: Int32, keepingAtMost limit: Int) {
    guard let bytes = try? readAll(from: descriptor, path: path) else { return }
    let lines = StoredLine.lines(in: bytes)
    var size = bytes.count
    var isDropped = [Bool](repeating: false, count: lines.count)
    for dropsUnsent in [false, true] {
      for (index, line) in lines.enumerated() where size > limit && !isDropped[index] {
        guard dropsUnsent || line.state != .pending else { continue }
        isDropped[index] = true
        size -= line.range.count
      }
    }
    var kept: [UInt8] = []
    kept.reserveCapacity(size)
    for (index, line) in lines.enumerated() where !isDropped[index] {
      kept.append(contentsOf: bytes[line.range])
    }
    let temporary = path + ".trim-\(getpid())"
    let output = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard output >= 0 else { return }
    let isWritten = writeAll(kept, to: output)
    close(output)
    if !isWritten || rename(temporary, path) != 0 {
      unlink(temporary)
    }
  }
}
