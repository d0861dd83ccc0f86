import Domain
import Foundation
import ViewModel

/// What a running command can use: the app's dependencies, the console, the time, and what it
/// takes to read a password.
@MainActor
struct CommandContext {
  let dependencies: CLIDependencies
  let console: Console
  /// The time the run treats as now.
  let now: Date
  /// Whether standard input is a terminal.
  let isStandardInputTerminal: Bool
  /// Reads the password for `conf login`.
  let passwordReader: any PasswordReader

  /// The hint for every error whose way forward is logging in.
  static let logInHint = "run: conf login"

  /// Reports `error` and returns its exit code; errors that mean the command line was wrong are
  /// thrown as `UsageError` instead, so they are shown with the usage line.
  ///
  /// - Parameter hint: What to do next, replacing the error's own recovery suggestion (which is
  ///   printed starting in lower case, after `Hint: `).
  func fail(with error: TimetableError, hint: String? = nil) throws(UsageError) -> ExitCode {
    switch error {
    case .dayNotFound, .emptyQuery:
      throw UsageError(error.description)
    case .sessionNotFound:
      report(error, hint: hint)
      return .dataError
    case .offline, .unavailable:
      report(error, hint: hint)
      return .unavailable
    }
  }

  private func report(_ error: TimetableError, hint: String?) {
    console.writeErrorLine("Error: \(error.description)")
    let suggestion = error.recoverySuggestion
    let sentence = suggestion.prefix(1).lowercased() + suggestion.dropFirst()
    console.writeErrorLine("Hint: \(hint ?? sentence)")
  }

  /// Makes the app-state controller for this run and checks the stored login with it.
  ///
  /// A refused stored login (readable by others, damaged ...) counts as logged out; its reason
  /// goes to standard error as one `Warning:` line.
  func startApp() async -> AppStateController {
    let appState = dependencies.makeAppStateController()
    await appState.initialize()
    if case .credentialsRefused(let reason) = appState.logoutReason {
      console.writeErrorLine("Warning: \(Self.oneLine(reason))")
    }
    return appState
  }

  /// Runs `startApp()` for a command that reads the programme, which needs no login: every run
  /// goes through the app state, so a refused stored login is reported here too.
  func startAppForProgramme() async {
    _ = await startApp()
  }

  /// Reports a failure that needs a login or the account service, and returns its exit code:
  /// 77 when the way forward is logging in (hint `run: conf login`), 69 when the backend or the
  /// local store failed.
  func fail(with error: SessionError) -> ExitCode {
    let hint: String
    switch error {
    case .notLoggedIn, .expired:
      hint = Self.logInHint
    case .invalidCredentials:
      hint = "check the email address and password, then \(Self.logInHint)"
    case .credentialsRefused:
      hint = "do what the message says, then \(Self.logInHint)"
    case .offline, .unavailable:
      hint = Self.sentence(error.recoverySuggestion)
    }
    console.writeErrorLine("Error: \(Self.oneLine(error.description))")
    console.writeErrorLine("Hint: \(hint)")
    return error.requiresLogIn ? .noPermission : .unavailable
  }

  /// Reports a profile failure and returns its exit code: 65 for a refused phone number, 77 for
  /// a login problem, 69 when the backend failed.
  func fail(with error: ProfileError) -> ExitCode {
    switch error {
    case .session(let sessionError):
      return fail(with: sessionError)
    case .offline:
      return fail(with: SessionError.offline)
    case .invalidPhoneNumber, .onboardingAlreadyComplete, .unavailable:
      console.writeErrorLine("Error: \(Self.oneLine(error.description))")
      console.writeErrorLine("Hint: \(Self.sentence(error.recoverySuggestion))")
      if case .unavailable = error {
        return .unavailable
      }
      return .dataError
    }
  }

  /// `text` with line breaks and other control characters turned into spaces, so a message
  /// from elsewhere stays on one line and cannot steer the terminal.
  static func oneLine(_ text: String) -> String {
    text.sanitizedForTerminal()
  }

  /// A recovery suggestion as it follows `Hint: `: starting in lower case.
  static func sentence(_ suggestion: String) -> String {
    suggestion.prefix(1).lowercased() + suggestion.dropFirst()
  }

  /// Reports a state the command cannot handle (a bug) and returns exit code 70.
  func failInternally(_ what: String) -> ExitCode {
    console.writeErrorLine("Error: internal error: \(what)")
    console.writeErrorLine(
      "Hint: this is a bug in conf; please report it with the command you ran.")
    return .software
  }

  /// Writes what a command loaded to standard output and returns `.success`: `document`
  /// rendered when `--json` is set, else the text that `render` writes.
  func show(
    _ arguments: ParsedArguments, json document: @autoclosure () -> JSONValue,
    text render: () -> Void
  ) -> ExitCode {
    if arguments.isSet("json") {
      console.write(document().rendered)
    } else {
      render()
    }
    return .success
  }

  /// Like `show(_:json:text:)`, after warning on standard error that `subject` is a copy saved
  /// at `savedAt` when it is one (`savedAt` is not `nil`).
  func show(
    _ arguments: ParsedArguments, savedCopyOf subject: String, savedAt: Date?,
    timeZone: TimeZone, json document: @autoclosure () -> JSONValue, text render: () -> Void
  ) -> ExitCode {
    if let savedAt {
      warnAboutSavedCopy(of: subject, savedAt: savedAt, timeZone: timeZone)
    }
    return show(arguments, json: document(), text: render)
  }

  /// Writes the one-line warning that the data shown is a copy saved at `savedAt`.
  private func warnAboutSavedCopy(of subject: String, savedAt: Date, timeZone: TimeZone) {
    let formatter = ConferenceTimeFormatter(timeZone: timeZone)
    let when =
      "\(formatter.day(of: savedAt)) \(formatter.time(of: savedAt)) "
      + "(UTC\(formatter.offset(at: savedAt)))"
    let age = ElapsedTimeFormatter.age(from: savedAt, to: now).map { ", \($0)" } ?? ""
    console.writeErrorLine(
      "Warning: the backend could not be reached; showing \(subject) saved at \(when)\(age).")
  }
}
