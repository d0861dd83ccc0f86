import Analytics
import CommandLineInterface
import Domain
import Foundation
import Synchronization
import Testing
import UseCase
import ViewModel

/// Collects everything written to it.
final class CapturingWriter: TextWriter {
  private let buffer = Mutex("")

  var text: String {
    buffer.withLock { $0 }
  }

  func write(_ text: String) {
    buffer.withLock { $0 += text }
  }
}

/// What one run printed and returned.
struct RunResult: Equatable {
  var exitCode: Int32
  var standardOutput: String
  var standardError: String
}

struct ScriptedGetTimetable: GetTimetableUseCase {
  let answer: @Sendable (ConferenceDay) throws(TimetableError) -> Timetable

  func callAsFunction(for day: ConferenceDay) async throws(TimetableError) -> Timetable {
    try answer(day)
  }
}

struct ScriptedGetSession: GetSessionUseCase {
  let answer: @Sendable (Session.ID) throws(TimetableError) -> SessionDetail

  func callAsFunction(_ id: Session.ID) async throws(TimetableError) -> SessionDetail {
    try answer(id)
  }
}

struct ScriptedSearchSessions: SearchSessionsUseCase {
  let answer: @Sendable (String) throws(TimetableError) -> [Session]

  func callAsFunction(matching text: String) async throws(TimetableError) -> [Session] {
    try answer(text)
  }
}

/// Runs `conf` in process against scripted use cases; any use case not scripted records a test
/// failure when called, and so does reading a password that was not scripted.
@MainActor
struct Harness {
  var getTimetable: @Sendable (ConferenceDay) throws(TimetableError) -> Timetable = {
    day throws(TimetableError) in
    Issue.record("Unexpected call: getTimetable(for: \(day))")
    throw .unavailable(reason: "unexpected call")
  }
  var getSession: @Sendable (Session.ID) throws(TimetableError) -> SessionDetail = {
    id throws(TimetableError) in
    Issue.record("Unexpected call: getSession(\(id))")
    throw .unavailable(reason: "unexpected call")
  }
  var searchSessions: @Sendable (String) throws(TimetableError) -> [Session] = {
    text throws(TimetableError) in
    Issue.record("Unexpected call: searchSessions(matching: \(text))")
    throw .unavailable(reason: "unexpected call")
  }
  var restoreSession: @Sendable () throws(SessionError) -> RestoredSession = {
    () throws(SessionError) in
    Issue.record("Unexpected call: restoreSession()")
    throw .unavailable(reason: "unexpected call")
  }
  var logIn: @Sendable (EmailAddress, Password) throws(SessionError) -> User = {
    email, _ throws(SessionError) in
    Issue.record("Unexpected call: logIn(email: \(email))")
    throw .unavailable(reason: "unexpected call")
  }
  var logOut: @Sendable () throws(SessionError) -> Void = { () throws(SessionError) in
    Issue.record("Unexpected call: logOut()")
    throw .unavailable(reason: "unexpected call")
  }
  var getLoginStatus: @Sendable () throws(SessionError) -> LoginStatus = {
    () throws(SessionError) in
    Issue.record("Unexpected call: getLoginStatus()")
    throw .unavailable(reason: "unexpected call")
  }
  var getProfile: @Sendable () throws(ProfileError) -> User = { () throws(ProfileError) in
    Issue.record("Unexpected call: getProfile()")
    throw .unavailable(reason: "unexpected call")
  }
  var changePhoneNumber: @Sendable (PhoneNumber) throws(ProfileError) -> User = {
    number throws(ProfileError) in
    Issue.record("Unexpected call: changePhoneNumber(to: \(number))")
    throw .unavailable(reason: "unexpected call")
  }
  var completeOnboardingStep: @Sendable (OnboardingStep) throws(ProfileError) -> User = {
    step throws(ProfileError) in
    Issue.record("Unexpected call: completeOnboardingStep(\(step))")
    throw .unavailable(reason: "unexpected call")
  }
  var passwordReader = FakePasswordReader()
  var isStandardInputTerminal = false
  var environment: [String: String] = [:]
  var isTerminal = false
  var now = Fixtures.now
  /// Every analytics event recorded by the runs.
  let analytics = InMemoryAnalytics()
  /// Every app-state log entry of the runs.
  let appStateLog = AppStateLog()

  func run(_ arguments: String...) async -> RunResult {
    await run(arguments)
  }

  func run(_ arguments: [String]) async -> RunResult {
    let output = CapturingWriter()
    let error = CapturingWriter()
    let analytics = analytics
    let clock: @Sendable () -> Date = { [now] in now }
    let getTimetable = ScriptedGetTimetable(answer: getTimetable)
    let getSession = ScriptedGetSession(answer: getSession)
    let searchSessions = ScriptedSearchSessions(answer: searchSessions)
    let account = AccountUseCases(
      restoreSession: ScriptedRestoreSession(answer: restoreSession),
      logIn: ScriptedLogIn(answer: logIn), logOut: ScriptedLogOut(answer: logOut),
      getLoginStatus: ScriptedGetLoginStatus(answer: getLoginStatus),
      getProfile: ScriptedGetProfile(answer: getProfile),
      changePhoneNumber: ScriptedChangePhoneNumber(answer: changePhoneNumber),
      completeOnboardingStep: ScriptedCompleteOnboardingStep(answer: completeOnboardingStep))
    let log = appStateLog
    let dependencies = CLIDependencies(
      version: "1.2.3",
      makeTimetableViewModel: {
        TimetableViewModel(getTimetable: getTimetable, analytics: analytics, now: clock)
      },
      makeSessionDetailViewModel: {
        SessionDetailViewModel(getSession: getSession, analytics: analytics, now: clock)
      },
      makeSearchViewModel: {
        SearchViewModel(searchSessions: searchSessions, analytics: analytics, now: clock)
      },
      makeAppStateController: {
        AppStateController(
          restoreSession: account.restoreSession, logIn: account.logIn, logOut: account.logOut,
          log: { log.append($0) })
      },
      makeLoginViewModel: { appState in
        LoginViewModel(appState: appState, analytics: analytics, now: clock)
      },
      makeStatusViewModel: { appState in
        StatusViewModel(
          appState: appState, getLoginStatus: account.getLoginStatus, analytics: analytics,
          now: clock)
      },
      makeProfileViewModel: { appState in
        ProfileViewModel(
          getProfile: account.getProfile, changePhoneNumber: account.changePhoneNumber,
          appState: appState, analytics: analytics, now: clock)
      },
      makeOnboardingViewModel: { appState in
        OnboardingViewModel(
          completeOnboardingStep: account.completeOnboardingStep, appState: appState,
          analytics: analytics, now: clock)
      })
    let context = CLIContext(
      environment: environment, standardOutput: output, standardError: error,
      isStandardOutputTerminal: isTerminal, now: now,
      isStandardInputTerminal: isStandardInputTerminal, passwordReader: passwordReader)
    let code = await ConfCommandLine(dependencies: dependencies, context: context).run(arguments)
    return RunResult(exitCode: code, standardOutput: output.text, standardError: error.text)
  }
}

extension Harness {
  /// A harness for the programme commands, which check the stored login on every run but need
  /// none: the check finds nobody logged in.
  static func loggedOut() -> Harness {
    var harness = Harness()
    harness.restoreSession = { () throws(SessionError) in .loggedOut }
    return harness
  }
}
