/// Why the list of added conferences could not be read or written. Every description says
/// what happened to the list and what to do, in one line; none sends the person to the login
/// commands (the list holds no login).
public enum ConferenceCatalogStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file or its folder is refused as not the user's own and private: others could read,
  /// change or own it, or it is a link, a folder or a device. `reason` says which; `fix` is the
  /// command that repairs it.
  case refused(path: String, reason: String, fix: String)
  /// Saving the list would make it larger than `limit` bytes: too many conferences.
  case tooLarge(path: String, limit: Int)
  /// The disk (or the user's quota) is full: the list was not saved.
  case diskFull(path: String)
  /// Reading or writing failed for another reason (`reason` is the system's).
  case failed(path: String, reason: String)
  /// Another `conf` held the list's lock for longer than the wait allows.
  case lockTimedOut(path: String)
  /// The task waiting for the list's lock was cancelled.
  case lockCancelled

  /// What happened and what to do, in one line starting in lower case (it follows the
  /// domain's "local storage failed: ").
  public var description: String {
    switch self {
    case .refused(let path, let reason, let fix):
      "the list of conferences at \(path) is refused: \(reason). Run: \(fix)"
    case .tooLarge(_, let limit):
      "the list of conferences would be larger than \(limit / 1024) KiB, the most conf keeps. "
        + "Remove a conference you no longer need (conf conference remove NAME), then try again"
    case .diskFull(let path):
      "the disk holding the list of conferences at \(path) is full. Free some space, then try "
        + "again"
    case .failed(let path, let reason):
      "the list of conferences at \(path) cannot be used (\(reason)). Check that it and its "
        + "folder are yours and writable, then try again"
    case .lockTimedOut(let path):
      "another conf kept the list of conferences locked (\(path)). Wait for it to finish, then "
        + "try again"
    case .lockCancelled:
      "waiting for the list of conferences was cancelled"
    }
  }
}
