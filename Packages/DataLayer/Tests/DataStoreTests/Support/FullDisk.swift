import Foundation
import Glibc
import Synchronization

@testable import DataStore

/// A disk that fills up when told, as tmpfs or ext4 do: from then on no new block can be had
/// (`posix_fallocate` of new space and a write past a file's allocated blocks fail with
/// `ENOSPC`), while blocks a file already holds stay usable, and creating an empty file still
/// works. The real files are used throughout; only the failures are made up.
final class FullDisk: Sendable {
  private let isFull = Mutex(false)

  /// From now on, nothing new can be allocated.
  func fill() {
    isFull.withLock { $0 = true }
  }

  /// Space can be had again.
  func free() {
    isFull.withLock { $0 = false }
  }

  /// The real system calls, failing as this disk does.
  func system(over real: FileSystem = FileSystem()) -> FileSystem {
    var system = real
    system.write = { descriptor, buffer throws(SystemCallError) in
      let end = Int(lseek(descriptor, 0, SEEK_CUR)) + buffer.count
      try self.checkSpace(descriptor, upTo: end, in: real)
      return try real.write(descriptor, buffer)
    }
    system.allocate = { descriptor, length throws(SystemCallError) in
      try self.checkSpace(descriptor, upTo: length, in: real)
      try real.allocate(descriptor, length)
    }
    return system
  }

  private func checkSpace(
    _ descriptor: Int32, upTo end: Int, in real: FileSystem
  ) throws(SystemCallError) {
    guard isFull.withLock({ $0 }) else { return }
    let allocated = Int(try real.status(descriptor).st_blocks) * 512
    guard end <= allocated else { throw SystemCallError(code: ENOSPC) }
  }
}
