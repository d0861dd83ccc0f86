/// Why `conf` could not set itself up from its environment.
public enum AppConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Neither `CONF_HOME` nor `HOME` is set.
  case noHome
  /// A data folder could not be created.
  case cannotCreateFolder(path: String, reason: String)
  /// An environment variable holds a value that cannot be used.
  case invalidSetting(name: String, value: String, expected: String)

  /// What happened and what to do, in one line.
  public var description: String {
    switch self {
    case .noHome:
      "neither CONF_HOME nor HOME is set; set CONF_HOME to a folder conf may write to"
    case .cannotCreateFolder(let path, let reason):
      "cannot create the data folder \(path) (\(reason)); set CONF_HOME to a writable folder"
    case .invalidSetting(let name, let value, let expected):
      "\(name)=\(value) is not valid: expected \(expected)"
    }
  }
}
