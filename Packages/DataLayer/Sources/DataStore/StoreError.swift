/// A local store failure that the caller has to handle (damaged and unusable files do not throw:
/// they are reported once as a `StoreWarning`).
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Another process held the file's lock for longer than the busy timeout.
  case busy(path: String)
  /// The disk (or the user's quota) is full: nothing was written.
  case full(path: String)
  /// SQLite failed on an open file for another reason (an I/O error ...).
  case failed(path: String, reason: String)

  /// What happened and what to do, in one line.
  public var description: String {
    switch self {
    case .busy(let path):
      "The cache at \(path) is locked by another conf process. Wait for it to finish, then try "
        + "again."
    case .full(let path):
      "The disk holding the cache at \(path) is full. Free some space (df -h "
        + "\(ShellQuoting.quoted(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))) "
        + "shows how much is left), then try again."
    case .failed(let path, let reason):
      "The cache at \(path) failed: \(reason). It only holds copies of server data; to start "
        + "over, run: rm \(ShellQuoting.quoted(path))"
    }
  }
}
