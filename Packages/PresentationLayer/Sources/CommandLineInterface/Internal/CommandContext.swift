import Domain
import Foundation
import ViewModel

/// What a running command can use: the console, the time, and what it takes to read a
/// password.
@MainActor
struct CommandContext {
  let console: Console
  /// The time the run treats as now.
  let now: Date
  /// Whether standard input is a terminal.
  let isStandardInputTerminal: Bool
  /// Reads the password for `conf login`.
  let passwordReader: any PasswordReader
  /// `CONF_TZ` as set, read only by commands that show times (see `displayZone(for:)`).
  var configuredTimeZone: String? = nil
  /// The settings kept on this device, read after setup by a command that shows times (see
  /// `displayZone(for:)`); none otherwise.
  var deviceSettings: DeviceSettings = .none
  /// `CONF_REMINDER` as set, read only by `conf schedule --ics`.
  var configuredReminder: String? = nil
  /// `CONF_QUIET_HOURS` as set, read only by the commands that ring reminders.
  var configuredQuietHours: String? = nil
  /// Whether standard input and output are a terminal that can show the full-screen app.
  var isInteractiveTerminal = false
  /// Runs another command line in this process (`conf open` printing a route's page).
  var runCommandLine: @MainActor ([String]) async -> ExitCode = { _ in .software }
  /// What the run's conference offers, once the app is set up (every capability until then).
  var capabilities: @Sendable () -> ConferenceCapabilities = {
    [.accounts, .tickets, .bookmarksOnServer, .programmeChanges]
  }

  /// Reports any domain error (message and hint on standard error) and returns its exit code;
  /// the one way commands report what a use case threw. See `ErrorPresentation`.
  ///
  /// - Parameters:
  ///   - message: The message in this command's words (a time in the zone shown), replacing
  ///     the error's own.
  ///   - hint: A more precise hint for this command, replacing the error's own.
  func fail(with error: some DomainError, message: String? = nil, hint: String? = nil) -> ExitCode {
    let presentation = ErrorPresentation(error, canPrompt: isStandardInputTerminal)
    console.writeErrorLine("Error: \(message ?? presentation.message)")
    console.writeErrorLine("Hint: \(hint ?? presentation.hint)")
    return ExitCode(rawValue: presentation.exitCode) ?? .software
  }

  /// Makes the app-state controller for this run with `makeAppStateController` and checks the
  /// stored login with it; on a conference without accounts there is no login to check, and
  /// the controller is left unchecked.
  ///
  /// A refused stored login (readable by others, damaged ...) counts as logged out; its reason
  /// goes to standard error as one `Warning:` line.
  func startApp(
    _ makeAppStateController: @MainActor @Sendable () -> AppStateController
  ) async -> AppStateController {
    let appState = makeAppStateController()
    guard capabilities().contains(.accounts) else { return appState }
    await appState.initialize()
    if case .credentialsRefused(let reason) = appState.logoutReason {
      console.writeErrorLine("Warning: \(Self.oneLine(reason))")
    }
    return appState
  }

  /// Ends a command that needs a login when the login check itself failed (the backend gave no
  /// usable answer, the stored login could not be read), showing that failure as the
  /// `AppError` it is; `nil` when the check answered, or when `allowingOffline` and the backend
  /// was only unreachable (the command then answers from what this device saved).
  ///
  /// Shown as what it is, the failure crosses four error types from the wire to the screen
  /// (`APIClientError`, `RepositoryError`, `AppError`, `ErrorPresentation`) instead of being
  /// lifted into the command's feature error first.
  func failedLoginCheck(of appState: AppStateController, allowingOffline: Bool) -> ExitCode? {
    guard case .error(let failure) = appState.state else { return nil }
    if allowingOffline, case .connectivity(.offline) = failure { return nil }
    return fail(with: failure)
  }

  /// `text` with line breaks and other control characters turned into spaces, so a message
  /// from elsewhere stays on one line and cannot steer the terminal.
  static func oneLine(_ text: String) -> String {
    text.sanitizedForTerminal()
  }

  /// The "log in" hint that works as printed here: `run: conf login` on a terminal, else
  /// with `--email <address> --password-stdin`.
  var logInHint: String {
    ErrorPresentation.logInCommand(canPrompt: isStandardInputTerminal)
  }

  /// Reports a state the command cannot handle (a bug) and returns exit code 70.
  func failInternally(_ what: String) -> ExitCode {
    console.writeErrorLine("Error: internal error: \(what)")
    console.writeErrorLine(
      "Hint: this is a bug in conf; please report it with the command you ran.")
    return .software
  }

  /// Writes what a command loaded to standard output and returns `.success`: `document`
  /// rendered when the command has `--json` and it is set, else the text that `render` writes.
  func show(
    _ arguments: ParsedArguments, json document: @autoclosure () -> JSONValue,
    text render: () -> Void
  ) -> ExitCode {
    if arguments.declares(Flag.json), arguments[Flag.json] {
      console.write(document().rendered)
    } else {
      render()
    }
    return .success
  }

  /// Like `show(_:json:text:)`, after warning on standard error that `subject` is a copy saved
  /// at `savedAt` when it is one (`savedAt` is not `nil`), shown `because` the backend or an
  /// added conference's website or file gave no usable answer (see `warnAboutSavedCopy`).
  func show(
    _ arguments: ParsedArguments, savedCopyOf subject: String, savedAt: Date?,
    because: ConnectivityError? = nil, timeZone: TimeZone,
    json document: @autoclosure () -> JSONValue, text render: () -> Void
  ) -> ExitCode {
    if let savedAt {
      warnAboutSavedCopy(of: subject, savedAt: savedAt, because: because, timeZone: timeZone)
    }
    return show(arguments, json: document(), text: render)
  }

  /// `show(_:savedCopyOf:savedAt:because:timeZone:json:text:)` for what one day's
  /// `timetable` holds (`conf now`, `conf next`): a saved copy is named as that day's, and its
  /// time is shown in the zone `display` chooses for the conference.
  func show(
    _ arguments: ParsedArguments, savedCopyOfDayIn timetable: Timetable, display: DisplayZone,
    json document: @autoclosure () -> JSONValue, text render: () -> Void
  ) -> ExitCode {
    show(
      arguments, savedCopyOf: "the copy of day \(timetable.day)",
      savedAt: timetable.freshness.savedAt, because: timetable.freshness.staleBecause,
      timeZone: display.zone(conference: timetable.timeZone), json: document(), text: render)
  }

  /// What a view model's load ended in, shown: `loaded` shows what loaded and returns its exit
  /// code; a failure is reported (`fail(with:)`); a load that never ended is an internal error
  /// naming `subject` (`'now' finished in state loading`).
  func show<Content, Failure: DomainError>(
    _ state: LoadState<Content, Failure>, of subject: String,
    loaded show: (Content) -> ExitCode
  ) -> ExitCode {
    switch state {
    case .loaded(let content): show(content)
    case .failed(let error): fail(with: error)
    case .idle, .loading: failInternally("\(subject) finished in state \(state)")
    }
  }

  /// The zone `CONF_TZ` names, when it is set and valid; else `nil`.
  var configuredZone: TimeZone? {
    configuredTimeZone.flatMap(TimeZoneOption.zone(named:))
  }

  /// The zone to show times in: `--tz` when the command has it and it is given (checked by
  /// `validate`), else `CONF_TZ` when set, else the `time-zone` setting kept on this device,
  /// else the conference's (`.conference`).
  ///
  /// An invalid `CONF_TZ` is reported here as one `Error:` line naming the variable, with the
  /// closest zone name when one is close; the result is then `nil` and the command exits 78.
  func displayZone(for arguments: ParsedArguments) -> DisplayZone? {
    // `conf open` launches the app through the same path without having `--tz`.
    if arguments.declares(TimeZoneOption.definition),
      let zone = try? arguments[TimeZoneOption.definition]
    {
      return .chosen(zone)
    }
    guard let text = configuredTimeZone, !text.isEmpty else {
      return deviceSettings[.timeZone].flatMap(TimeZoneOption.zone(named:)).map(DisplayZone.chosen)
        ?? .conference
    }
    guard let zone = TimeZoneOption.zone(named: text) else {
      let suggestion = TimeZoneOption.suggestion(for: text).map { " Did you mean '\($0)'?" } ?? ""
      console.writeErrorLine(
        "Error: CONF_TZ=\(text) is not valid: expected an IANA time zone name such as "
          + "Europe/Paris, or UTC.\(suggestion)")
      return nil
    }
    return .chosen(zone)
  }

  /// The quiet hours `CONF_QUIET_HOURS` names (`nil` when it is unset or empty); `.invalid`
  /// after reporting a value that is not `HH:MM-HH:MM` as one `Error:` line (exit 78).
  func quietHours() -> QuietHoursSetting {
    guard let text = configuredQuietHours, !text.isEmpty else { return .hours(nil) }
    guard let hours = QuietHours(parsing: text) else {
      console.writeErrorLine(
        Self.oneLine(
          "Error: CONF_QUIET_HOURS=\(text) is not valid: expected two 24-hour times such as "
            + "22:00-07:00 (from, to), not the same."))
      return .invalid
    }
    return .hours(hours)
  }

  /// What `CONF_QUIET_HOURS` says: the hours (`nil` for none), or that it is invalid.
  enum QuietHoursSetting: Equatable {
    /// The quiet hours; `nil` when none are set.
    case hours(QuietHours?)
    /// The value cannot be used (reported).
    case invalid
  }

  /// Writes the one-line warning that the data shown is a copy saved at `savedAt`, naming
  /// what failed: an added conference's website or file and how (`because`), else the backend.
  private func warnAboutSavedCopy(
    of subject: String, savedAt: Date, because: ConnectivityError?, timeZone: TimeZone
  ) {
    let when = ConferenceTimeFormatter(timeZone: timeZone).dayAndTime(of: savedAt)
    let age = ElapsedTimeFormatter.age(from: savedAt, to: now).map { ", \($0)" } ?? ""
    console.writeErrorLine(
      Self.oneLine(
        "Warning: \(Self.cause(because)); showing \(subject) saved at \(when)\(age)."))
  }

  /// What a saved-copy warning says failed: `because` when it names an added conference's
  /// website or file, or a backend that answered something it cannot use (a captive portal's
  /// page), else the backend, in the words the demo's warnings always had.
  static func cause(_ because: ConnectivityError?) -> String {
    guard let because else { return "the backend could not be reached" }
    switch (because.problem, because.place) {
    case (.incompatible, _), (_, .website), (_, .file): return because.description
    case (.offline, .backend), (.unavailable, .backend), (.cancelled, .backend):
      return "the backend could not be reached"
    }
  }
}
