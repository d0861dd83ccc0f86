/// How a run ended, as a sysexits code.
package enum ExitCode: Int32, Equatable, Sendable, CaseIterable {
  /// Everything worked.
  case success = 0
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// The input named data that does not exist, or is malformed (EX_DATAERR).
  case dataError = 65
  /// The backend is unreachable and nothing is saved, or it failed (EX_UNAVAILABLE).
  case unavailable = 69
  /// A bug in conf (EX_SOFTWARE).
  case software = 70
  /// The password could not be read, the output could not be written, or a file could not be
  /// written because the disk is full (EX_IOERR).
  case inputOutputError = 74
  /// The command needs a login and no one is logged in, the login expired, or the login was
  /// turned down (EX_NOPERM).
  case noPermission = 77
  /// Something else holds what the command needs, such as another reminder watcher for the same
  /// conference; it may work later (EX_TEMPFAIL).
  case temporaryFailure = 75
  /// A setting or a data folder cannot be used (EX_CONFIG).
  case configuration = 78
  /// The person cancelled at a prompt with Ctrl-C (128 + SIGINT, as shells report it).
  case interrupted = 130
}
