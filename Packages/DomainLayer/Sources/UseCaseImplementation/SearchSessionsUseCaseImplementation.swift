public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Searches the programme through a `TimetableRepository` and maps the results to the domain.
///
/// The text is trimmed first; blank text is answered with `.emptyQuery` without asking the
/// repository. Records the domain event `sessions_searched` (property `result_count`; the text
/// itself is never recorded) on success and `sessions_search_failed` (`error`) on failure.
public struct SearchSessionsUseCaseImplementation: SearchSessionsUseCase {
  private let repository: any TimetableRepository
  private let events: DomainEventRecorder
  private let mapper = SessionMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the results come from.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any TimetableRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// The sessions matching `text`; see `SearchSessionsUseCase`.
  public func callAsFunction(matching text: String) async throws(TimetableError) -> [Session] {
    do throws(TimetableError) {
      let sessions = try await search(text)
      events.record("sessions_searched", ["result_count": String(sessions.count)])
      return sessions
    } catch {
      events.record("sessions_search_failed", ["error": error.analyticsName])
      throw error
    }
  }

  private func search(_ text: String) async throws(TimetableError) -> [Session] {
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else {
      throw .emptyQuery
    }
    let entities: [SessionEntity]
    do {
      entities = try await repository.searchSessions(matching: query)
    } catch {
      throw TimetableError(
        error,
        whenNotFound: .connectivity(.incompatible(reason: "the backend has no search service")))
    }
    var sessions: [Session] = []
    for entity in entities {
      sessions.append(try mapper.session(from: entity))
    }
    return sessions
  }
}
