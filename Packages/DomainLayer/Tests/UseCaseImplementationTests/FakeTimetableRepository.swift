import Entity
import Repository
import Synchronization
import Testing

/// A repository whose every answer is scripted by a test; an unscripted call is recorded as a
/// test failure and answered with an error.
final class FakeTimetableRepository: TimetableRepository {
  /// A call the repository received.
  enum Call: Equatable {
    case timetable(day: Int)
    case session(id: String)
    case search(query: String)
    case savedTimetables
    case keepOfflineCopies(days: [Int])
  }

  private let conferenceAnswer: @Sendable () throws(RepositoryError) -> Fetched<ConferenceEntity>
  private let timetableAnswer:
    (@Sendable (Int) throws(RepositoryError) -> Fetched<TimetableEntity>)?
  private let sessionAnswer: (@Sendable (String) throws(RepositoryError) -> Fetched<SessionEntity>)?
  private let searchAnswer: (@Sendable (String) throws(RepositoryError) -> SessionSearchAnswer)?
  private let savedAnswer: (@Sendable () -> [Fetched<TimetableEntity>])?
  private let recorded = Mutex<[Call]>([])
  /// What the fake source offers: a published programme's.
  let capabilities: SourceCapabilitiesEntity = [.programmeChanges]
  /// Where the programme comes from.
  let origin: ProgrammeOriginEntity

  /// Creates a repository answering each call with its closure; the conference's description
  /// is the demo's three days unless `conference` says otherwise (its calls are not recorded).
  init(
    conference: @escaping @Sendable () throws(RepositoryError) -> Fetched<ConferenceEntity> = {
      Fetched(value: Fixtures.conferenceEntity, source: .network)
    },
    timetable: (@Sendable (Int) throws(RepositoryError) -> Fetched<TimetableEntity>)? = nil,
    session: (@Sendable (String) throws(RepositoryError) -> Fetched<SessionEntity>)? = nil,
    search: (@Sendable (String) throws(RepositoryError) -> SessionSearchAnswer)? = nil,
    saved: (@Sendable () -> [Fetched<TimetableEntity>])? = nil,
    origin: ProgrammeOriginEntity = .backend
  ) {
    self.origin = origin
    self.conferenceAnswer = conference
    self.savedAnswer = saved
    self.timetableAnswer = timetable
    self.sessionAnswer = session
    self.searchAnswer = search
  }

  /// Every call so far, oldest first.
  var calls: [Call] {
    recorded.withLock { $0 }
  }

  func conference() async throws(RepositoryError) -> Fetched<ConferenceEntity> {
    try conferenceAnswer()
  }

  func timetable(forDay day: Int) async throws(RepositoryError) -> Fetched<TimetableEntity> {
    recorded.withLock { $0.append(.timetable(day: day)) }
    guard let timetableAnswer else { throw unexpected("timetable(forDay: \(day))") }
    return try timetableAnswer(day)
  }

  func session(id: SessionEntity.ID) async throws(RepositoryError) -> Fetched<SessionEntity> {
    recorded.withLock { $0.append(.session(id: id)) }
    guard let sessionAnswer else { throw unexpected("session(id: \(id))") }
    return try sessionAnswer(id)
  }

  func searchSessions(
    matching query: String
  ) async throws(RepositoryError) -> SessionSearchAnswer {
    recorded.withLock { $0.append(.search(query: query)) }
    guard let searchAnswer else { throw unexpected("searchSessions(matching: \(query))") }
    return try searchAnswer(query)
  }

  func savedTimetables() async -> [Fetched<TimetableEntity>] {
    recorded.withLock { $0.append(.savedTimetables) }
    guard let savedAnswer else {
      Issue.record("Unexpected repository call: savedTimetables()")
      return []
    }
    return savedAnswer()
  }

  /// Records the call; keeping copies is best effort, so it never fails.
  func keepOfflineCopies(ofDays days: [Int]) async {
    recorded.withLock { $0.append(.keepOfflineCopies(days: days)) }
  }

  private func unexpected(_ call: String) -> RepositoryError {
    Issue.record("Unexpected repository call: \(call)")
    return .storage(reason: "unexpected call \(call)")
  }
}
