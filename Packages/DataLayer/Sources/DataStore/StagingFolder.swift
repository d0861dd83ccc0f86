public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private folder (`.adding-<UUID>`, mode 0700) in which a conference is prepared before it is
/// moved into place, owned by this process for as long as the value lives: it holds an
/// exclusive `flock` on the folder's `.owner` file, which the kernel releases when the process
/// ends however it ends. A folder whose lock is free was left by a process that was killed,
/// and `removeAbandoned(in:)` removes it.
///
/// The folder is made as `.preparing-<UUID>` and renamed only once its lock is held, so no
/// other process ever sees an `.adding-` folder whose lock is free while its owner lives.
public final class StagingFolder: Sendable {
  /// The folder.
  public let url: URL
  private let descriptor: Int32

  /// The prefix of a staging folder's name.
  static let prefix = ".adding-"
  /// The prefix of a staging folder's name until its lock is held.
  static let preparingPrefix = ".preparing-"
  /// The prefixes of the folders that a change moves out of the way and removes right after:
  /// any still there when the list's lock is held were left by a process that was killed.
  static let movedAsidePrefixes = [".removing-", ".replaced-"]
  static let ownerFileName = ".owner"

  /// Creates a new staging folder in `parent` (created 0700 when missing) and takes it.
  ///
  /// - Throws: ``ConferenceCatalogStoreError/failed(path:reason:)`` or `.diskFull` when the
  ///   folder or its lock cannot be made.
  public init(in parent: URL) throws(ConferenceCatalogStoreError) {
    let name = UUID().uuidString
    let preparing = parent.appending(
      path: Self.preparingPrefix + name, directoryHint: .isDirectory)
    let url = parent.appending(path: Self.prefix + name, directoryHint: .isDirectory)
    let path = preparing.path(percentEncoded: false)
    do {
      try FileManager.default.createDirectory(
        at: preparing, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .failed(path: path, reason: "the folder cannot be created")
    }
    let owner = path + "/" + Self.ownerFileName
    let descriptor = open(owner, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0,
      rename(path, url.path(percentEncoded: false)) == 0
    else {
      let code = errno
      if descriptor >= 0 { close(descriptor) }
      try? FileManager.default.removeItem(at: preparing)
      if code == ENOSPC || code == EDQUOT { throw .diskFull(path: owner) }
      throw .failed(path: owner, reason: POSIX.message(code))
    }
    self.url = url
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Removes what killed commands left in `parent`: staging folders whose owner is gone (and
  /// any still being prepared after a minute), and folders moved aside on the way to removal.
  /// Call it while holding the list's lock (no change is then half done); best effort, what
  /// cannot be removed is left for next time.
  public static func removeAbandoned(in parent: URL) {
    let parentPath = parent.path(percentEncoded: false)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parentPath) else {
      return
    }
    for name in names {
      let path = parentPath + "/" + name
      if movedAsidePrefixes.contains(where: name.hasPrefix) {
        try? FileManager.default.removeItem(atPath: path)
      } else if name.hasPrefix(preparingPrefix), isOlderThanAMinute(path) {
        try? FileManager.default.removeItem(atPath: path)
      } else if name.hasPrefix(prefix), isAbandoned(path) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }

  /// Whether nobody holds the staging folder at `path`: its owner lock can be taken, or it has
  /// none (a process killed before taking it) and is over a minute old.
  private static func isAbandoned(_ path: String) -> Bool {
    let descriptor = open(path + "/" + ownerFileName, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return isOlderThanAMinute(path) }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    flock(descriptor, LOCK_UN)
    return true
  }

  /// Whether `path` was last changed over a minute ago (by the file system's clock).
  private static func isOlderThanAMinute(_ path: String) -> Bool {
    let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate]
    return (modified as? Date).map { Date().timeIntervalSince($0) > 60 } ?? false
  }
}
