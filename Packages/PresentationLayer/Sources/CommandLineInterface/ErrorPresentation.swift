public import Domain
import ViewModel

/// How the command line shows any domain error: a one-line message, a hint, and a sysexits
/// exit code. The one mapping from domain errors to output; commands never choose codes for
/// errors themselves.
///
/// The exit code follows the error's `recovery`: `.retry` 69 (unavailable), `.logInAgain` 77
/// (not permitted), `.changeInput` and `.none` 65 (bad data), `.contactSupport` 69, `.freeSpace`
/// 74 (an I/O error: the disk is full); a cancelled request is 130, as if interrupted. The hint is the error's own suggestion, with "log in" spelt
/// as the command to run; it says "try again" only when the recovery is `.retry`.
public struct ErrorPresentation: Sendable, Equatable {
  /// What happened, one line, control characters made safe.
  public let message: String
  /// What to do next, starting in lower case (it follows `Hint: `).
  public let hint: String
  /// The process exit code.
  public let exitCode: Int32

  /// The presentation of `error`.
  ///
  /// - Parameter canPrompt: Whether `conf login` can ask for what it needs (standard input is
  ///   a terminal): the "log in" hint is then `run: conf login`, else the command that works
  ///   without a terminal, `run: conf login --email <address> --password-stdin`.
  public init(_ error: some DomainError, canPrompt: Bool = true) {
    message = error.description.sanitizedForTerminal()
    let suggestion = Self.sentence(error.recoverySuggestion)
    switch error.recovery {
    case .logInAgain:
      hint = Self.withLogInCommand(suggestion, canPrompt: canPrompt)
      exitCode = ExitCode.noPermission.rawValue
    case .retry, .contactSupport:
      hint = suggestion
      exitCode = ExitCode.unavailable.rawValue
    case .freeSpace:
      hint = suggestion
      exitCode = ExitCode.inputOutputError.rawValue
    case .changeInput, .none:
      hint = suggestion
      exitCode =
        error.connectivity == .cancelled
        ? ExitCode.interrupted.rawValue : ExitCode.dataError.rawValue
    }
  }

  /// The command that logs in, as every "log in" hint prints it: one that works as printed
  /// where it will be run (on a terminal `conf login` asks for the rest).
  static func logInCommand(canPrompt: Bool) -> String {
    canPrompt ? "run: conf login" : "run: conf login --email <address> --password-stdin"
  }

  /// A suggestion as it follows `Hint: `: starting in lower case.
  static func sentence(_ suggestion: String) -> String {
    suggestion.prefix(1).lowercased() + suggestion.dropFirst()
  }

  /// `suggestion` with its closing "log in (again|to continue)." spelt as the command.
  private static func withLogInCommand(_ suggestion: String, canPrompt: Bool) -> String {
    for ending in ["log in again.", "log in to continue."] where suggestion.hasSuffix(ending) {
      return suggestion.dropLast(ending.count) + logInCommand(canPrompt: canPrompt)
    }
    return suggestion
  }
}
