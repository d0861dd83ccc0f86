public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Searches the programme through a `TimetableRepository` and maps the results to the domain.
///
/// Blank text is answered with `.emptyQuery` without asking the repository. The backend's
/// matches are labelled with the fields the text is in (`SearchQuery.matchedFields(in:)`), and
/// the days not saved yet are then fetched and saved (once), so a later search works offline;
/// when the backend cannot be reached, the saved days are searched here with the same rules.
/// Records the domain event `sessions_searched` (properties `result_count`, `source`; the text
/// itself is never recorded) on success and `sessions_search_failed` (`error`) on failure.
public struct SearchSessionsUseCaseImplementation: SearchSessionsUseCase {
  private let repository: any TimetableRepository
  private let events: DomainEventRecorder
  private let mapper = SessionMapper()
  private let timetableMapper = TimetableMapper()

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
  public func callAsFunction(matching text: String) async throws(TimetableError) -> SearchResults {
    do throws(TimetableError) {
      let results = try await search(text)
      events.record(
        .sessionsSearched,
        [
          "result_count": String(results.matches.count),
          "source": results.freshness.analyticsSource,
        ])
      return results
    } catch {
      events.record(.sessionsSearchFailed, ["error": error.analyticsName])
      throw error
    }
  }

  private func search(_ text: String) async throws(TimetableError) -> SearchResults {
    let query = try SearchQuery(text)
    let answer: SessionSearchAnswer
    do {
      answer = try await repository.searchSessions(matching: query.text)
    } catch {
      throw TimetableError(
        error,
        whenNotFound: .connectivity(.incompatible(reason: "the backend has no search service")),
        from: repository.origin)
    }
    switch answer {
    case .matches(let entities):
      var matches: [SessionMatch] = []
      for entity in entities {
        let session = try mapper.session(from: entity)
        matches.append(
          SessionMatch(session: session, matchedFields: query.matchedFields(in: session)))
      }
      let days = (try? await TimetableLoader(repository: repository).conference().dayNumbers) ?? []
      await repository.keepOfflineCopies(ofDays: days.map(\.number))
      return SearchResults(
        query: query, matches: matches, freshness: .live, searchedDays: days)
    case .savedTimetables(let saved):
      var sessions: [Session] = []
      var days: [ConferenceDay] = []
      var oldest: Date?
      var because: ConnectivityError?
      for fetched in saved {
        let freshness = Freshness(fetched.source, from: repository.origin)
        let timetable = try timetableMapper.timetable(from: fetched.value, freshness: freshness)
        sessions += timetable.sessions
        days.append(timetable.day)
        if let savedAt = freshness.savedAt {
          oldest = min(oldest ?? savedAt, savedAt)
        }
        because = because ?? freshness.staleBecause
      }
      let conferenceDays = try? await TimetableLoader(repository: repository).conference()
        .dayNumbers
      return SearchResults(
        query: query, matches: query.matches(in: sessions),
        freshness: oldest.map { .cached(savedAt: $0, because: because) } ?? .live,
        searchedDays: days.sorted(),
        conferenceDays: conferenceDays)
    }
  }
}
