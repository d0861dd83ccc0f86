public import Analytics
public import Domain
public import Foundation
public import Repository
public import UseCase

/// Gets a day's programme from a `TimetableRepository` and maps it to the domain.
///
/// Records the domain event `timetable_loaded` (properties `day`, `source` = `network` or `cache`,
/// `session_count`) on success and `timetable_load_failed` (`day`, `error`) on failure.
public struct GetTimetableUseCaseImplementation: GetTimetableUseCase {
  private let loader: TimetableLoader
  private let events: DomainEventRecorder

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
    self.loader = TimetableLoader(repository: repository)
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// The timetable of `day`; see `GetTimetableUseCase`.
  public func callAsFunction(for day: ConferenceDay) async throws(TimetableError) -> Timetable {
    do throws(TimetableError) {
      let timetable = try await loader.load(day)
      events.record(
        .timetableLoaded,
        [
          "day": String(day.number), "source": timetable.freshness.analyticsSource,
          "session_count": String(timetable.sessions.count),
        ])
      return timetable
    } catch {
      events.record(
        .timetableLoadFailed, ["day": String(day.number), "error": error.analyticsName])
      throw error
    }
  }
}
