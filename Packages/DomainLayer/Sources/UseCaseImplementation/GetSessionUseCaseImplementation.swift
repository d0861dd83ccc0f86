public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Gets one session from a `TimetableRepository` and maps it to the domain.
///
/// A blank identifier is answered with `.sessionNotFound` without asking the repository. Records
/// the domain event `session_loaded` (properties `session_id`, `source`) on success and
/// `session_load_failed` (`session_id` `unknown`: the id may be whatever was typed, `error`) on
/// failure.
public struct GetSessionUseCaseImplementation: GetSessionUseCase {
  private let repository: any TimetableRepository
  private let loader: TimetableLoader
  private let events: DomainEventRecorder
  private let mapper = SessionMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the session comes from.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any TimetableRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.loader = TimetableLoader(repository: repository)
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// The session identified by `id`; see `GetSessionUseCase`.
  public func callAsFunction(_ id: Session.ID) async throws(TimetableError) -> SessionDetail {
    do throws(TimetableError) {
      let detail = try await load(id)
      events.record(
        .sessionLoaded,
        [
          "session_id": id.analyticsValue(isConfirmed: true),
          "source": detail.freshness.analyticsSource,
        ])
      return detail
    } catch {
      events.record(
        .sessionLoadFailed,
        ["session_id": id.analyticsValue(isConfirmed: false), "error": error.analyticsName])
      throw error
    }
  }

  private func load(_ id: Session.ID) async throws(TimetableError) -> SessionDetail {
    guard id.rawValue.contains(where: { !$0.isWhitespace }) else {
      throw .sessionNotFound(id)
    }
    let fetched: Fetched<SessionEntity>
    do {
      fetched = try await repository.session(id: id.rawValue)
    } catch {
      let failure = TimetableError(
        error, whenNotFound: .sessionNotFound(id), from: repository.origin)
      guard case .sessionNotFound = failure, !id.isOccurrence else { throw failure }
      let occurrences = await occurrences(of: id)
      // The one occurrence left of an id the programme repeated is what the id names now.
      if occurrences.count == 1 { return try await load(occurrences[0].id) }
      throw occurrences.isEmpty ? failure : .heldSeveralTimes(id, occurrences: occurrences)
    }
    let session = try mapper.session(from: fetched.value)
    guard session.id == id else {
      throw .connectivity(
        .incompatible(reason: "asked for session '\(id)' but the backend sent '\(session.id)'"))
    }
    return SessionDetail(
      session: session, freshness: Freshness(fetched.source, from: repository.origin))
  }

  /// The occurrences of `id` when the programme repeats it, from every day that can be read,
  /// in programme order; empty when it does not (or the days cannot be read).
  private func occurrences(of id: Session.ID) async -> [Session] {
    guard let days = try? await loader.conference().dayNumbers else { return [] }
    var found: [Session] = []
    for day in days {
      guard let timetable = try? await loader.load(day) else { continue }
      found += timetable.sessions.filter { $0.id.isOccurrence && $0.id.programmeID == id.rawValue }
    }
    return Session.inProgrammeOrder(found)
  }
}
