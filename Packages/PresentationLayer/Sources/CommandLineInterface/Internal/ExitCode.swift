/// How a run ended, as a sysexits code.
enum ExitCode: Int32, Equatable {
  /// Everything worked.
  case success = 0
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// The input named data that does not exist (EX_DATAERR).
  case dataError = 65
  /// The backend is unreachable and nothing is saved, or it failed (EX_UNAVAILABLE).
  case unavailable = 69
  /// A bug in conf (EX_SOFTWARE).
  case software = 70
}
