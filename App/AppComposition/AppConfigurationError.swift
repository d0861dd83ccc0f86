import Foundation

/// Why `conf` could not set itself up from its environment; the command line shows it as one
/// `Error:` line and exits 78 (EX_CONFIG).
public enum AppConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Neither `CONF_HOME` nor `HOME` is set.
  case noHome
  /// The folder that should hold the data folder does not exist.
  case missingParent(path: String)
  /// The data folder's path exists but is not a folder.
  case notAFolder(path: String)
  /// The data folder cannot be written by this user.
  case notWritable(path: String)
  /// The data folder belongs to another user (`owner` is that user's id).
  case wrongOwner(path: String, owner: Int)
  /// A data folder could not be created.
  case cannotCreateFolder(path: String, reason: String)
  /// An environment variable holds a value that cannot be used.
  case invalidSetting(name: String, value: String, expected: String)
  /// `--conference` or `CONF_CONFERENCE` names no conference (or several); `reason` is the
  /// domain's one line with what to pick.
  case unknownConference(reason: String)
  /// The list of added conferences, or the conference it names, cannot be used; `reason` is
  /// one line saying which file and what to do.
  case unreadableConferences(reason: String)

  /// What happened and what to do, in one line.
  public var description: String {
    switch self {
    case .noHome:
      "neither CONF_HOME nor HOME is set; set CONF_HOME to a folder conf may write to"
    case .missingParent(let path):
      "the data folder \(path) cannot be made: the folder that should hold it does not exist; "
        + "create it or set CONF_HOME to another folder"
    case .notAFolder(let path):
      "the data folder \(path) is not a folder; set CONF_HOME to a folder of your own"
    case .notWritable(let path):
      "the data folder \(path) is not writable by you; run: chmod u+rwx \(Self.quoted(path)), "
        + "or set CONF_HOME to a folder of your own"
    case .wrongOwner(let path, let owner):
      "the data folder \(path) belongs to another user (uid \(owner)); set CONF_HOME to a "
        + "folder of your own"
    case .cannotCreateFolder(let path, let reason):
      "cannot create the data folder \(path) (\(reason)); set CONF_HOME to a writable folder"
    case .invalidSetting(let name, let value, let expected):
      "\(name)=\(value) is not valid: expected \(expected)"
    case .unknownConference(let reason):
      reason
    case .unreadableConferences(let reason):
      reason
    }
  }

  /// `path` quoted for a POSIX shell when it needs it.
  private static func quoted(_ path: String) -> String {
    let safe = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+,:@".contains($0) }
    return safe ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
