/// The exit codes of `archcheck`.
public enum ExitCode: Int32, Sendable, Equatable {
  /// No error findings (warnings may exist); for `why`, at least one path.
  case clean = 0
  /// At least one error finding; for `why`, no path.
  case violations = 1
  /// The rules file or the command line is invalid.
  case configurationError = 2
  /// A tool or the file system failed (`swift package dump-package`, an unreadable file).
  case toolFailure = 3
}
