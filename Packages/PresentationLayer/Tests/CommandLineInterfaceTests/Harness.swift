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
/// failure when called.
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
  var environment: [String: String] = [:]
  var isTerminal = false
  var now = Fixtures.now

  func run(_ arguments: String...) async -> RunResult {
    await run(arguments)
  }

  func run(_ arguments: [String]) async -> RunResult {
    let output = CapturingWriter()
    let error = CapturingWriter()
    let analytics = InMemoryAnalytics()
    let clock: @Sendable () -> Date = { [now] in now }
    let getTimetable = ScriptedGetTimetable(answer: getTimetable)
    let getSession = ScriptedGetSession(answer: getSession)
    let searchSessions = ScriptedSearchSessions(answer: searchSessions)
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
      })
    let context = CLIContext(
      environment: environment, standardOutput: output, standardError: error,
      isStandardOutputTerminal: isTerminal, now: now)
    let code = await ConfCommandLine(dependencies: dependencies, context: context).run(arguments)
    return RunResult(exitCode: code, standardOutput: output.text, standardError: error.text)
  }
}
