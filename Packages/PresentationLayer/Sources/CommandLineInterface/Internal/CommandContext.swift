import Domain
import Foundation
import ViewModel

/// What a running command can use: the app's dependencies, the console and the time.
struct CommandContext {
  let dependencies: CLIDependencies
  let console: Console
  /// The time the run treats as now.
  let now: Date

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

  /// Reports a state the command cannot handle (a bug) and returns exit code 70.
  func failInternally(_ what: String) -> ExitCode {
    console.writeErrorLine("Error: internal error: \(what)")
    console.writeErrorLine(
      "Hint: this is a bug in conf; please report it with the command you ran.")
    return .software
  }

  /// Writes the one-line warning that the data shown is a copy saved at `savedAt`.
  func warnAboutSavedCopy(of subject: String, savedAt: Date, timeZone: TimeZone) {
    let formatter = ConferenceTimeFormatter(timeZone: timeZone)
    let when =
      "\(formatter.day(of: savedAt)) \(formatter.time(of: savedAt)) "
      + "(UTC\(formatter.offset(at: savedAt)))"
    let age = ElapsedTimeFormatter.age(from: savedAt, to: now).map { ", \($0)" } ?? ""
    console.writeErrorLine(
      "Warning: the backend could not be reached; showing \(subject) saved at \(when)\(age).")
  }
}
