public import Foundation
public import TokenAuthentication

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `RefreshLock` across processes: an exclusive `flock` on a lock file next to the
/// credential file, so separate `conf` processes sharing one `CONF_HOME` refresh one at a time
/// and the loser adopts the winner's credential instead of reusing a rotated refresh token.
///
/// The lock file is created with mode 0600 (and its folder 0700) on first use and never
/// removed; it holds no data. Within one instance, callers queue in order without blocking a
/// thread; the one at the front tries the file lock without blocking (`LOCK_NB`) every 20 ms
/// (by default) until it gets it, `timeout` has passed, or its task is cancelled. The kernel releases the
/// lock if the holding process dies.
public final class FileRefreshLock: RefreshLock {
  /// What the lock throws when it cannot be taken.
  public typealias Failure = CredentialStoreError

  /// The lock file, for example `<CONF_HOME>/credentials.lock`.
  public let fileURL: URL
  /// How long a caller waits for another process to release the lock before giving up with
  /// ``CredentialStoreError/lockTimedOut(path:timeout:)``.
  public let timeout: Duration

  private let file: SecureFile
  private let local = AsyncGate()

  /// How often a waiter tries the file lock again.
  private let pollInterval: Duration

  /// Creates a lock on the file at `fileURL` that waits up to `timeout` for another process,
  /// trying again every `pollInterval`; touches nothing yet.
  public init(
    fileURL: URL, timeout: Duration = .seconds(30), pollInterval: Duration = .milliseconds(20)
  ) {
    self.fileURL = fileURL
    self.timeout = timeout
    self.pollInterval = pollInterval
    file = SecureFile(path: fileURL.path(percentEncoded: false))
  }

  /// Runs `body` (in the caller's isolation) while holding the file lock.
  ///
  /// Waiting behind another caller of this instance ignores cancellation; waiting for another
  /// process does not.
  ///
  /// - Throws: ``CredentialStoreError/lockTimedOut(path:timeout:)`` when another process holds
  ///   the lock for longer than `timeout`; ``CredentialStoreError/lockCancelled(path:)`` when the
  ///   task is cancelled while waiting for another process;
  ///   ``CredentialStoreError/lockFailed(path:reason:)`` (or a refusal such as
  ///   ``CredentialStoreError/notAFile(path:)``) when the lock file cannot be opened or locked.
  ///   `body` does not run when the lock was not taken.
  public func withLock<T>(_ body: () async -> T) async throws(CredentialStoreError) -> T {
    try await local.withLock { () async throws(CredentialStoreError) -> T in
      let descriptor = try await acquire()
      defer {
        flock(descriptor, LOCK_UN)
        close(descriptor)
      }
      return await body()
    }
  }

  /// Opens the lock file and polls for the exclusive lock; the open descriptor holds it.
  private func acquire() async throws(CredentialStoreError) -> Int32 {
    let descriptor = try file.openForLocking()
    let deadline = ContinuousClock.now + timeout
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else {
        close(descriptor)
        throw CredentialStoreError.lockFailed(path: file.path, reason: POSIX.message(code))
      }
      guard ContinuousClock.now < deadline else {
        close(descriptor)
        throw CredentialStoreError.lockTimedOut(path: file.path, timeout: timeout)
      }
      do {
        try await Task.sleep(for: pollInterval)
      } catch {
        close(descriptor)
        throw .lockCancelled(path: file.path)
      }
    }
    return descriptor
  }
}
