/// Why the credential vault refused a file or failed. Every description says what happened and
/// what to do; none contains a token or a password.
///
/// A refused file means "logged out" to the rest of the app: commands that need a login stop
/// with this message instead of crashing or using a credential others could have read.
public enum CredentialStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file can be read or written by other users (`mode` holds the permission bits).
  case readableByOthers(path: String, mode: Int)
  /// The folder holding the file can be written by other users, who could replace the file.
  case folderWritableByOthers(path: String, mode: Int)
  /// The file or its folder belongs to another user (`owner` is that user's uid).
  case wrongOwner(path: String, owner: Int)
  /// The path exists but is not a regular file (a symbolic link, a folder, a device).
  case notAFile(path: String)
  /// The file does not hold a credential (`reason` says how, never with the file's content).
  case corrupt(path: String, reason: String)
  /// The file was written by a newer version of conf, in a format this version cannot read.
  case unsupportedVersion(path: String, version: Int)
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The file could not be written or removed.
  case unwritable(path: String, reason: String)
  /// The file could not be written because the disk (or the user's quota) is full: the login
  /// it should hold is not saved.
  case diskFull(path: String)
  /// The lock that serialises token refreshes across processes could not be taken.
  case lockFailed(path: String, reason: String)
  /// Another process held the refresh lock for longer than `timeout`.
  case lockTimedOut(path: String, timeout: Duration)
  /// The task waiting for another process to release the refresh lock was cancelled.
  case lockCancelled(path: String)

  /// What happened and what to do, in one line.
  public var description: String {
    switch self {
    case .readableByOthers(let path, let mode):
      "Credential file at \(path) is \(Self.exposure(of: mode)) by others "
        + "(mode \(Self.octal(mode))). Run: chmod 600 \(ShellQuoting.quoted(path)) "
        + "(and conf logout if someone else may have read it)"
    case .folderWritableByOthers(let path, let mode):
      "The folder \(path) holding the credential file is writable by others "
        + "(mode \(Self.octal(mode))), who could replace the file. "
        + "Run: chmod 700 \(ShellQuoting.quoted(path))"
    case .wrongOwner(let path, let owner):
      "Credential path \(path) belongs to another user (uid \(owner)), so conf does not trust it. "
        + "Remove it or set CONF_HOME to a folder of your own, then run: conf login"
    case .notAFile(let path):
      "Credential path \(path) is not a regular file (a link, a folder or a device), so conf "
        + "does not read it. Run: rm \(ShellQuoting.quoted(path)), then conf login"
    case .corrupt(let path, let reason):
      "Credential file at \(path) is damaged (\(reason)). Run: conf logout, then conf login"
    case .unsupportedVersion(let path, let version):
      "Credential file at \(path) was written by a newer conf (format \(version)). "
        + "Update conf, or run: conf logout, then conf login"
    case .unreadable(let path, let reason):
      "Cannot read the credential file at \(path) (\(reason)). Check that it and its folder "
        + "are yours, then run: conf login"
    case .unwritable(let path, let reason):
      "Cannot write the credential file at \(path) (\(reason)). Check that its folder is yours "
        + "and writable, then try again"
    case .diskFull(let path):
      "No space is left for \(path) (the disk or your quota is full), so conf could not save "
        + "the login. Free some space, then run: conf login"
    case .lockFailed(let path, let reason):
      "Cannot lock \(path) to refresh the session (\(reason)). Check that its folder is yours "
        + "and writable, then try again"
    case .lockTimedOut(let path, let timeout):
      "Another conf process held \(path) for more than \(Self.text(timeout)) while refreshing the "
        + "session. Wait for it to finish (or stop it), then try again"
    case .lockCancelled(let path):
      "Waiting for another conf process to release \(path) was cancelled"
    }
  }

  /// `30 seconds`, `1 second`, `250 milliseconds`.
  private static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if seconds >= 1 && attoseconds == 0 {
      return seconds == 1 ? "1 second" : "\(seconds) seconds"
    }
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return milliseconds == 1 ? "1 millisecond" : "\(milliseconds) milliseconds"
  }

  private static func exposure(of mode: Int) -> String {
    mode & 0o044 != 0 ? "readable" : "writable"
  }

  private static func octal(_ mode: Int) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
