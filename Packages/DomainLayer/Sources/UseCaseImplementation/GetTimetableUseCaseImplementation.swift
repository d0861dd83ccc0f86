public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Gets a day's programme from a `TimetableRepository` and maps it to the domain.
///
/// Records the domain event `timetable_loaded` (properties `day`, `source` = `network` or `cache`,
/// `session_count`) on success and `timetable_load_failed` (`day`, `error`) on failure.
public struct GetTimetableUseCaseImplementation: GetTimetableUseCase {
  private let repository: any TimetableRepository
  private let events: DomainEventRecorder
  private let mapper = TimetableMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the programme comes from.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any TimetableRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// The timetable of `day`; see `GetTimetableUseCase`.
  public func callAsFunction(for day: ConferenceDay) async throws(TimetableError) -> Timetable {
    do throws(TimetableError) {
      let timetable = try await load(day)
      events.record(
        "timetable_loaded",
        [
          "day": String(day.number), "source": timetable.freshness.analyticsSource,
          "session_count": String(timetable.sessions.count),
        ])
      return timetable
    } catch {
      events.record(
        "timetable_load_failed", ["day": String(day.number), "error": error.analyticsName])
      throw error
    }
  }

  private func load(_ day: ConferenceDay) async throws(TimetableError) -> Timetable {
    let fetched: Fetched<TimetableEntity>
    do {
      fetched = try await repository.timetable(forDay: day.number)
    } catch {
      throw TimetableError(error, whenNotFound: .dayNotFound(day: day.number))
    }
    let timetable = try mapper.timetable(from: fetched.value, freshness: Freshness(fetched.source))
    guard timetable.day == day else {
      throw .connectivity(
        .incompatible(reason: "asked for day \(day) but the backend sent day \(timetable.day)"))
    }
    return timetable
  }
}
