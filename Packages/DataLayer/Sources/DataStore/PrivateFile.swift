public import Foundation

/// One small file of the user's kept as the credential vault keeps its own: mode 0600 in a
/// folder created 0700, replaced atomically, never through a symbolic link, and refused when
/// others could read, change or own it (the vault's internal `SecureFile` underneath).
///
/// For state that is not a secret but that another user must not swap, such as the validators
/// of a saved schedule feed. Calls do small blocking file I/O on the calling thread; the file
/// holds at most 64 KiB unless its handle says more.
public struct PrivateFile: Sendable {
  /// The file, for example `<CONF_HOME>/feeds/<name>/feed-state.json`.
  public let fileURL: URL

  private let file: SecureFile

  /// Creates a handle on the file at `fileURL`, read up to `maximumBytes` (64 KiB unless
  /// given); touches nothing yet.
  public init(fileURL: URL, maximumBytes: Int = 64 * 1024) {
    self.fileURL = fileURL
    file = SecureFile(path: fileURL.path(percentEncoded: false), sizeLimit: maximumBytes)
  }

  /// The file's bytes, or `nil` when there is no file.
  ///
  /// - Throws: `StoreError.failed` naming why when the file is a link or not a regular file,
  ///   belongs to another user, can be read or written by others, sits in a folder others can
  ///   write, is larger than the `maximumBytes` it was created with, or cannot be read.
  public func read() throws(StoreError) -> Data? {
    do {
      return try file.read()
    } catch {
      throw Self.storeError(error, path: file.path)
    }
  }

  /// The file's bytes, or `nil` when there is no file or it is damaged (larger than the
  /// `maximumBytes` it was created with):
  /// for a file that only saves work, such as a feed's validators, where starting over is the
  /// repair.
  ///
  /// - Throws: `StoreError.failed` as ``read()`` does for every other refusal.
  public func readUnlessDamaged() throws(StoreError) -> Data? {
    do {
      return try file.read()
    } catch {
      if case .corrupt = error { return nil }
      throw Self.storeError(error, path: file.path)
    }
  }

  /// Replaces the file with `data` atomically (readers see the old file or the new one),
  /// creating the folder (0700) when it is missing; a link in the file's place is replaced,
  /// never followed.
  ///
  /// - Throws: `StoreError.full` when the disk is full, `.failed` when the folder is refused or
  ///   a write step fails; the old file is then left as it was.
  public func write(_ data: Data) throws(StoreError) {
    do {
      try file.write(data)
    } catch {
      throw Self.storeError(error, path: file.path)
    }
  }

  /// Removes the file (a link is removed, not followed); succeeds when there is none.
  ///
  /// - Throws: `StoreError.failed` when it exists and cannot be removed.
  public func remove() throws(StoreError) {
    do {
      try file.remove()
    } catch {
      throw Self.storeError(error, path: file.path)
    }
  }

  /// The vault's refusal said as a store failure, without the vault's login advice.
  private static func storeError(_ error: CredentialStoreError, path: String) -> StoreError {
    let reason =
      switch error {
      case .readableByOthers(_, let mode):
        "other users can read or change it (mode \(String(mode, radix: 8)))"
      case .folderWritableByOthers(let folder, let mode):
        "its folder \(folder) is writable by other users (mode \(String(mode, radix: 8)))"
      case .wrongOwner(let owner, let uid):
        "\(owner) belongs to another user (uid \(uid))"
      case .notAFile(let refused):
        "\(refused) is a link, a folder or a device, not a regular file, so it is not followed"
      case .corrupt(_, let reason): "it is damaged (\(reason))"
      case .unsupportedVersion(_, let version): "it has format \(version), from a newer version"
      case .unreadable(_, let reason), .unwritable(_, let reason), .lockFailed(_, let reason):
        reason
      case .diskFull: "the disk is full"
      case .lockTimedOut: "it stayed locked by another process"
      case .lockCancelled: "waiting for its lock was cancelled"
      }
    if case .diskFull = error { return .full(path: path) }
    return .failed(path: path, reason: reason)
  }
}
