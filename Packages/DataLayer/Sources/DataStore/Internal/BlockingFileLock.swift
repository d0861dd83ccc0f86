import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` taken from synchronous code: it tries without blocking every 5 ms until
/// it gets the lock or `timeout` has passed, so a caller never waits forever on a process that
/// hangs. The same file as a `FileRefreshLock`'s, so the two exclude each other.
///
/// For short steps at a command's start, before anything runs concurrently in the process;
/// asynchronous code uses `FileRefreshLock`, which suspends instead of blocking a thread.
enum BlockingFileLock {
  /// Runs `body` while holding the lock on `file` (created 0600 when missing).
  ///
  /// - Throws: `.lockTimedOut` when another process held it for `timeout`; the refusals of
  ///   `SecureFile.openForLocking()`; or what `body` throws (its `Failure` wrapped by `wrap`).
  static func withLock<T, Failure: Error>(
    on file: SecureFile, timeout: Duration, wrap: (CredentialStoreError) -> Failure,
    _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    let descriptor: Int32
    do {
      descriptor = try file.openForLocking()
    } catch {
      throw wrap(error)
    }
    defer { close(descriptor) }
    let deadline = ContinuousClock.now + timeout
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else {
        throw wrap(.lockFailed(path: file.path, reason: POSIX.message(code)))
      }
      guard ContinuousClock.now < deadline else {
        throw wrap(.lockTimedOut(path: file.path, timeout: timeout))
      }
      usleep(5_000)
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
