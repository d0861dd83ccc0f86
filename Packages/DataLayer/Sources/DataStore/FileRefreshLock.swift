import Dispatch
public import Foundation
public import TokenAuthentication

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``RefreshLock`` across processes: an exclusive `flock` on a lock file next to the
/// credential file, so separate `conf` processes sharing one `CONF_HOME` refresh one at a time
/// and the loser adopts the winner's credential instead of reusing a rotated refresh token.
///
/// The lock file is created with mode 0600 (and its folder 0700) on first use and never
/// removed; it holds no data. Within one instance, callers queue in order without blocking a
/// thread; only the one at the front waits for the file lock, on this instance's own dispatch
/// queue, never on the cooperative pool. The wait ignores task cancellation and has no timeout:
/// the token wrapper's refresh timeout bounds how long its callers wait. The kernel releases the
/// lock if the holding process dies.
public final class FileRefreshLock: RefreshLock {
  /// The lock file, for example `<CONF_HOME>/credentials.lock`.
  public let fileURL: URL

  private let file: SecureFile
  private let queue: DispatchQueue
  private let local = InProcessRefreshLock()

  /// Creates a lock on the file at `fileURL`; touches nothing yet.
  public init(fileURL: URL) {
    self.fileURL = fileURL
    file = SecureFile(path: fileURL.path(percentEncoded: false))
    queue = DispatchQueue(label: "conf.FileRefreshLock")
  }

  /// Runs `body` (in the caller's isolation) while holding the file lock.
  ///
  /// - Throws: What `body` throws, or ``CredentialStoreError/lockFailed(path:reason:)`` (or a
  ///   refusal such as ``CredentialStoreError/notAFile(path:)``) when the lock file cannot be
  ///   opened or locked; `body` does not run then.
  public func withLock<T>(_ body: () async throws -> T) async throws -> T {
    try await local.withLock {
      let descriptor = try await acquire()
      defer {
        flock(descriptor, LOCK_UN)
        close(descriptor)
      }
      return try await body()
    }
  }

  /// Opens the lock file and waits for the exclusive lock on the dispatch queue.
  private func acquire() async throws(CredentialStoreError) -> Int32 {
    let file = self.file
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<Int32, CredentialStoreError>, Never>) in
      queue.async {
        continuation.resume(returning: Self.lock(file))
      }
    }
    return try result.get()
  }

  /// Blocks until `file` is locked; the open descriptor holds the lock.
  private static func lock(_ file: SecureFile) -> Result<Int32, CredentialStoreError> {
    let descriptor: Int32
    do {
      descriptor = try file.openForLocking()
    } catch {
      return .failure(error)
    }
    while flock(descriptor, LOCK_EX) != 0 {
      let code = errno
      if code == EINTR { continue }
      close(descriptor)
      return .failure(.lockFailed(path: file.path, reason: POSIX.message(code)))
    }
    return .success(descriptor)
  }
}
